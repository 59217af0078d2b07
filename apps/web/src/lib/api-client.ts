import { createApiKey } from '@storefront/contract/api-key';
import { apiUrl, headers as headerNames, XSRF_COOKIE } from '@storefront/contract/paths';
import { brandLocal, readAccessToken } from './brand-storage';
import { logout } from './session';

/**
 * The one way the app talks to a server (spec §7). Every same-origin call carries the JSON content type, the
 * bearer token, the brand flavour and the tenant URL, plus the anti-forgery header on non-GET calls. The token
 * is the page's brand's own, never another brand's (ADR 0040). Calls to another origin (the public IP-echo
 * service) go out unmodified. A 401 on a logged-in visitor's call makes one token refresh (shared by concurrent
 * calls) before the error is passed on; a refused refresh logs out of that brand.
 *
 * Responses are typed by the caller, not parsed: the server validates every answer against the contract's
 * schemas before sending it, and running zod here would cost every page ~40 kB. In development the caller's
 * schema (loaded on demand) still checks each answer, so contract drift shows up while building a feature.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of a zod schema the client uses; `import type` keeps zod itself out of the bundle. */
export interface ResponseValidator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Loads the schema that checks the answer. Pass it as `import.meta.env.DEV ? () => import(...) : undefined`
   * so that production builds drop both the check and the schema.
   */
  validate?: () => Promise<ResponseValidator<T>>;
  /** Extra request headers (e.g. `Idempotency-Key`); the client's own headers win over these. */
  headers?: Record<string, string>;
}

/** One field-level problem of a refused request (the envelope's `Errors`: `{ Path: 'body.Lines.0', Message }`). */
export interface FieldProblem {
  Path: string;
  Message: string;
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
    /** The field-level problems the server listed, if any. */
    readonly problems: readonly FieldProblem[] = [],
  ) {
    super(message, options);
  }
}

/** The envelope's `Errors` list, when the body has a well-formed one. */
function readProblems(body: unknown): FieldProblem[] {
  if (typeof body !== 'object' || body === null || !('Errors' in body) || !Array.isArray(body.Errors))
    return [];
  return (body.Errors as unknown[]).filter(
    (e): e is FieldProblem =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as FieldProblem).Path === 'string' &&
      typeof (e as FieldProblem).Message === 'string',
  );
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

/**
 * Where the page is and how its calls leave: the browser's own (`location`, `fetch`) unless a transport is
 * set, which is how the server renders a page (apps/web/src/entry-server.tsx): the page's address comes from
 * the request being rendered and calls go to the API in the same process, with no visitor's cookies or token.
 */
export interface ApiTransport {
  /** The absolute address of the page being rendered. */
  href(): string;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

let transport: ApiTransport | null = null;

export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

const pageUrl = (): URL => new URL(transport ? transport.href() : location.href);

/** The site's origin (`https://shop.example`): the page's in the browser, the request's on the server. */
export const pageOrigin = (): string => pageUrl().origin;

/** The brand flavour: the first segment of the page path. */
export function brandFlavorFromPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** The brand of the page: what its calls send as the brand flavour, and whose session they use. */
export const pageBrand = (): string => brandFlavorFromPath(pageUrl().pathname);

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
  if (transport) return pageUrl().host;
  if (isFramed() && document.referrer) {
    try {
      return new URL(document.referrer).host;
    } catch {
      /* unreadable referrer: fall back to our own host */
    }
  }
  return pageUrl().host;
}

export function readCookie(name: string): string | null {
  // A page rendered on the server has no cookies (its calls carry none).
  if (typeof document === 'undefined') return null;
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
  if (typeof document === 'undefined' || readCookie(XSRF_COOKIE)) return;
  antiforgery ??= fetch(ANTIFORGERY_PATH, { credentials: 'same-origin' }).then(
    () => undefined,
    () => undefined,
  );
  await antiforgery;
  antiforgery = null;
}

async function requestHeaders(
  method: HttpMethod,
  hasBody: boolean,
  path: string,
  { brand, token }: { brand: string; token: string | null },
): Promise<Headers> {
  const result = new Headers({ Accept: 'application/json' });
  // A non-GET call without a body must not announce JSON: the server rejects an empty JSON body.
  if (hasBody || method === 'GET') result.set('Content-Type', 'application/json');
  if (token) result.set('Authorization', `Bearer ${token}`);
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

/** `Info` of the spec's envelope, when the body has one. */
function readInfo(body: unknown): { Status: number; Message: string } | null {
  if (typeof body !== 'object' || body === null || !('Info' in body)) return null;
  const info: unknown = body.Info;
  if (typeof info !== 'object' || info === null) return null;
  if (!('Status' in info) || typeof info.Status !== 'number') return null;
  const message = 'Message' in info && typeof info.Message === 'string' ? info.Message : '';
  return { Status: info.Status, Message: message };
}

/** The invitation page handles its own token: a 401 there is an answer, not an expired login. */
const INVITATION_ROUTE = 'invitation';

function onInvitationRoute(): boolean {
  return pageUrl().pathname.split('/').filter(Boolean)[1] === INVITATION_ROUTE;
}

type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';
/** The refresh in flight at each brand; concurrent 401s wait for it instead of starting their own. */
const refreshing = new Map<string, Promise<RefreshOutcome>>();

/**
 * `POST /Token` with `grant_type=refresh_token`. The refresh token itself travels in the HttpOnly cookie the
 * server set at login, so the page never sees it and sends no `refresh_token` field.
 */
async function requestRefresh(brand: string): Promise<RefreshOutcome> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  if (brand) headers.set(headerNames.brand, brand);
  headers.set(headerNames.tenantUrl, tenantHost());
  let response: Response;
  try {
    response = await fetch(apiUrl.token(), {
      method: 'POST',
      headers,
      body: new URLSearchParams({ grant_type: 'refresh_token' }).toString(),
      credentials: 'same-origin',
    });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return response.status >= 500 ? 'unreachable' : 'refused';
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return 'refused';
  }
  const token =
    typeof body === 'object' && body !== null && 'access_token' in body ? body.access_token : undefined;
  if (typeof token !== 'string' || token === '') return 'refused';
  brandLocal(brand).set('access_token', token);
  return 'refreshed';
}

/**
 * Spec §4 "Token refresh": after a 401 on a call made with the brand's stored (login) token, one refresh is
 * made. A refusal logs out of that brand (clears its cart and session, goes to its login); an unreachable
 * server leaves the session alone.
 */
async function refreshAfter401(brand: string, usedToken: string | null): Promise<void> {
  const stored = brandLocal(brand).get('access_token');
  if (!stored || onInvitationRoute()) return;
  // Another call already refreshed since this one was sent: its new token is in place.
  if (usedToken !== null && usedToken !== stored) return;
  const inFlight = refreshing.get(brand);
  if (inFlight) {
    await inFlight;
    return;
  }
  const started = requestRefresh(brand).finally(() => refreshing.delete(brand));
  refreshing.set(brand, started);
  if ((await started) === 'refused') logout(brand);
}

/** Makes one call. Rejects with OfflineError, NetworkError or ApiError; resolves with the answer's body. */
export async function apiRequest<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (isOffline()) throw new OfflineError();

  const page = pageUrl();
  const target = new URL(url, page.href);
  const sameOrigin = target.origin === page.origin;
  const init: RequestInit = { method, signal: options.signal };
  const brand = pageBrand();
  let usedToken: string | null = null;
  if (sameOrigin) {
    if (method !== 'GET' && target.pathname.startsWith('/api/')) await ensureXsrfCookie();
    // Read as the call leaves, for the brand it is sent for: a session of another brand is never sent.
    usedToken = readAccessToken(brand);
    const headers = await requestHeaders(method, options.body !== undefined, target.pathname, {
      brand,
      token: usedToken,
    });
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (!headers.has(name)) headers.set(name, value);
    init.headers = headers;
    init.credentials = 'same-origin';
  }
  if (options.body !== undefined) init.body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await (transport ? transport.fetch(target.href, init) : fetch(target.href, init));
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

  const info = readInfo(body);
  if (!response.ok || (info && info.Status !== 200)) {
    if (response.status === 401 && sameOrigin) await refreshAfter401(brand, usedToken);
    const message = info?.Message || response.statusText || `Request failed (${response.status})`;
    throw new ApiError(
      message,
      info?.Status ?? response.status,
      response.status,
      undefined,
      readProblems(body),
    );
  }

  if (options.validate) {
    const parsed = (await options.validate()).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(
        'The server sent an answer this page does not understand',
        response.status,
        response.status,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }
  return body as T;
}

/** Shorthands for the two verbs the storefront uses most. */
export const api = {
  get: <T>(url: string, validate?: RequestOptions<T>['validate'], signal?: AbortSignal) =>
    apiRequest<T>(url, { method: 'GET', validate, signal }),
  post: <T>(url: string, body: unknown, validate?: RequestOptions<T>['validate'], signal?: AbortSignal) =>
    apiRequest<T>(url, { method: 'POST', body, validate, signal }),
};
