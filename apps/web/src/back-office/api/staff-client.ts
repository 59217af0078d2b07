import type { StaffMember, StaffTokenResponse } from '@storefront/contract/admin';
import { adminRoutes } from '@storefront/contract/admin';
import { teamRoutes } from '@storefront/contract/team';
import { headers as headerNames, XSRF_COOKIE } from '@storefront/contract/paths';
import { ApiError, NetworkError, readCookie } from '../../lib/api-client';

/**
 * The back office's calls. The staff access token lives in memory only (a reload signs in again through the
 * HttpOnly refresh cookie, which the page never sees); it is separate from a customer's token, so a customer
 * signed in on the same browser stays a customer on the storefront.
 */
let accessToken: string | null = null;
/**
 * A hint (not a credential) that this browser holds a staff refresh cookie, so that a visitor who never signed
 * in is not sent through a refused refresh first. Kept outside the storefront's typed storage on purpose.
 */
const HINT = 'staff-signed-in';
const hint = {
  get: () => {
    try {
      return localStorage.getItem(HINT) === '1';
    } catch {
      return false;
    }
  },
  set: (on: boolean) => {
    try {
      if (on) localStorage.setItem(HINT, '1');
      else localStorage.removeItem(HINT);
    } catch {
      /* storage unavailable: every visit signs in */
    }
  },
};
let refreshing: Promise<StaffMember | null> | null = null;

async function xsrfHeader(): Promise<Record<string, string>> {
  if (!readCookie(XSRF_COOKIE)) await fetch('/api/antiforgery/token', { credentials: 'same-origin' });
  const token = readCookie(XSRF_COOKIE);
  return token ? { [headerNames.xsrf]: token } : {};
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    throw new NetworkError('The request could not be completed', { cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as
    { Info?: { Status: number; Message: string } } | undefined;
  if (!response.ok) {
    throw new ApiError(
      body?.Info?.Message || `Request failed (${response.status})`,
      body?.Info?.Status ?? response.status,
      response.status,
    );
  }
  return body as T;
}

/** A call that signs a staff member in (password, refresh cookie, accepted invitation). */
async function grant(url: string, body: Record<string, string>): Promise<StaffMember> {
  const answer = await send<StaffTokenResponse>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await xsrfHeader()) },
    body: JSON.stringify(body),
  });
  accessToken = answer.Data.access_token;
  hint.set(true);
  return answer.Data.Staff;
}

const token = (body: Record<string, string>) => grant(adminRoutes.token, body);

/** Accepts an invitation with a password of one's own (ADR 0027); the answer signs the new member in. */
export const acceptInvitation = (Token: string, Password: string) =>
  grant(teamRoutes.acceptInvitation, { Token, Password });

/** An anonymous back-office call (the invitation page): the anti-forgery header, no staff token. */
export async function publicRequest<T>(url: string, body: unknown): Promise<T> {
  return send<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await xsrfHeader()) },
    body: JSON.stringify(body),
  });
}

export const signIn = (username: string, password: string) =>
  token({ grant_type: 'password', username, password });

/** Resumes a sign-in from the refresh cookie; null when there is none (one refresh at a time). */
export function resumeSession(): Promise<StaffMember | null> {
  if (!hint.get()) return Promise.resolve(null);
  refreshing ??= token({ grant_type: 'refresh_token' })
    .catch(() => {
      hint.set(false);
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function signOut(): Promise<void> {
  accessToken = null;
  hint.set(false);
  await send(adminRoutes.token, { method: 'DELETE', headers: await xsrfHeader() }).catch(() => undefined);
}

/** A back-office call with the staff token; an expired token is renewed once from the refresh cookie. */
export async function staffRequest<T>(url: string, brand: string, body?: unknown): Promise<T> {
  const run = () =>
    send<T>(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        [headerNames.brand]: brand,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.httpStatus !== 401 || !(await resumeSession())) throw error;
    return run();
  }
}

/**
 * Sends a form (a file upload) with the staff token, reporting the upload's progress from 0 to 1. XHR rather
 * than fetch: fetch cannot report how much of a request body has been sent.
 */
export async function staffUpload<T>(
  url: string,
  brand: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const run = () =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
      xhr.setRequestHeader(headerNames.brand, brand);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new NetworkError('The upload could not be completed, please try again'));
      xhr.onload = () => {
        let body: { Info?: { Status: number; Message: string } } | undefined;
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
        else
          reject(
            new ApiError(
              body?.Info?.Message || `Upload failed (${xhr.status})`,
              body?.Info?.Status ?? xhr.status,
              xhr.status,
            ),
          );
      };
      xhr.send(form);
    });
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.httpStatus !== 401 || !(await resumeSession())) throw error;
    return run();
  }
}

/** A file from a back-office route (a CSV export): its bytes and the name the server gave it. */
export interface StaffFile {
  blob: Blob;
  fileName: string;
}

/**
 * Downloads a file with the staff token (a plain link could not send it): an expired token is renewed once,
 * a refusal reads the envelope's message as other calls do.
 */
export async function staffDownload(url: string, brand: string, fallbackName: string): Promise<StaffFile> {
  const run = async (): Promise<StaffFile> => {
    let response: Response;
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        headers: {
          Accept: 'text/csv, application/json',
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
          [headerNames.brand]: brand,
        },
      });
    } catch (error) {
      throw new NetworkError('The download could not be completed', { cause: error });
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as
        { Info?: { Status: number; Message: string } } | undefined;
      throw new ApiError(
        body?.Info?.Message || `Download failed (${response.status})`,
        body?.Info?.Status ?? response.status,
        response.status,
      );
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await response.blob(), fileName: named ?? fallbackName };
  };
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.httpStatus !== 401 || !(await resumeSession())) throw error;
    return run();
  }
}
