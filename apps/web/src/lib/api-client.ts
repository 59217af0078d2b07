import type { z } from 'zod';
import { createApiKey } from '@storefront/contract/api-key';
import { InfoOnly } from '@storefront/contract/envelope';
import { headers as headerNames, XSRF_COOKIE } from '@storefront/contract/paths';
import { readAccessToken } from './storage';

/**
 * The one way the app talks to a server (spec §7). Every same-origin call carries the JSON content type, the
 * bearer token, the brand flavour and the tenant URL, plus the anti-forgery header on non-GET calls. Calls to
 * another origin (the public IP-echo service) go out unmodified. Responses are validated against the schema
 * the caller passes, so a caller only ever sees data in the contract's shape.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  /** Validates the parsed JSON body; its output is what the call resolves to. */
  schema: S;
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** The server answered, but not with success: a non-200 `Info.Status`, an HTTP error, or a body off-contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** `Info.Status` when the body had one, else the HTTP status. */
    readonly status: number,
    readonly httpStatus: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** No answer at all: the request failed on the way (DNS, refused connection, CORS, dropped). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The browser reports being offline, so the call was dropped without being made. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super('You are offline');
  }
}

/** The brand flavour: the first segment of the page path. */
export function brandFlavorFromPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes `top` unreadable in some browsers: that is framed too.
    return true;
  }
}

/** The host the visitor sees: the page's own, or the embedding page's when we run inside a frame. */
export function tenantHost(): string {
  if (isFramed() && document.referrer) {
    try {
      return new URL(document.referrer).host;
    } catch {
      /* unreadable referrer: fall back to our own host */
    }
  }
  return location.host;
}

export function readCookie(name: string): string | null {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return null;
  }
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The server hands out the anti-forgery cookie with the page. When the page came from elsewhere (the Vite dev
 * server) or the cookie was cleared, this asks for one before the first state-changing call.
 */
const ANTIFORGERY_PATH = '/api/antiforgery/token';
let antiforgery: Promise<void> | null = null;

async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  antiforgery ??= fetch(ANTIFORGERY_PATH, { credentials: 'same-origin' }).then(
    () => undefined,
    () => undefined,
  );
  await antiforgery;
  antiforgery = null;
}

async function requestHeaders(method: HttpMethod, hasBody: boolean, path: string): Promise<Headers> {
  const result = new Headers({ Accept: 'application/json' });
  // A non-GET call without a body must not announce JSON: the server rejects an empty JSON body.
  if (hasBody || method === 'GET') result.set('Content-Type', 'application/json');
  const token = readAccessToken();
  if (token) result.set('Authorization', `Bearer ${token}`);
  const brand = brandFlavorFromPath(location.pathname);
  if (brand) result.set(headerNames.brand, brand);
  result.set(headerNames.tenantUrl, tenantHost());
  if (method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) result.set(headerNames.xsrf, xsrf);
  }
  // The ApiKey stamp (spec §7) is sent only where the deployment sets a secret; see the contract's api-key.ts.
  const apiKeySecret = import.meta.env.VITE_API_KEY_SECRET;
  if (apiKeySecret)
    result.set(headerNames.apiKey, await createApiKey(apiKeySecret, { t: Date.now(), b: brand, p: path }));
  return result;
}

/** Makes one call. Rejects with OfflineError, NetworkError or ApiError; resolves with the schema's output. */
export async function apiRequest<S extends z.ZodType>(
  url: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (isOffline()) throw new OfflineError();

  const target = new URL(url, location.href);
  const sameOrigin = target.origin === location.origin;
  const init: RequestInit = { method, signal: options.signal };
  if (sameOrigin) {
    if (method !== 'GET' && target.pathname.startsWith('/api/')) await ensureXsrfCookie();
    init.headers = await requestHeaders(method, options.body !== undefined, target.pathname);
    init.credentials = 'same-origin';
  }
  if (options.body !== undefined) init.body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(target.href, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The request could not be completed', { cause: error });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }

  const parsedEnvelope = InfoOnly.safeParse(body);
  const envelope = parsedEnvelope.success ? parsedEnvelope.data : null;
  if (!response.ok || (envelope && envelope.Info.Status !== 200)) {
    const message = envelope?.Info.Message || response.statusText || `Request failed (${response.status})`;
    throw new ApiError(message, envelope?.Info.Status ?? response.status, response.status);
  }

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      'The server sent an answer this page does not understand',
      response.status,
      response.status,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

/** Shorthands for the two verbs the storefront uses most. */
export const api = {
  get: <S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal) =>
    apiRequest(url, { schema, method: 'GET', signal }),
  post: <S extends z.ZodType>(url: string, body: unknown, schema: S, signal?: AbortSignal) =>
    apiRequest(url, { schema, method: 'POST', body, signal }),
};
