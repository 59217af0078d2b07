import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from './router';
import { apiUrl } from '@storefront/contract/paths';
import type { VisitorState } from '@storefront/domain/visitor';
import { ApiError, api } from './api-client';
import { brandLocal, readAccessToken } from './brand-storage';
import { clearSession, loginPath, readVisitor } from './session';
import { local, subscribeStorage } from './storage';

export type { VisitorState } from '@storefront/domain/visitor';

function sameVisitor(a: VisitorState, b: VisitorState): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'customer' || b.kind !== 'customer') return true;
  return a.customerId === b.customerId && a.firstName === b.firstName && a.lastName === b.lastName;
}

/**
 * The visitor state (spec §4) at the page's brand: customer, guest or anonymous; a session at another brand
 * does not count (ADR 0040). Re-renders on login and logout in this tab and, through the `storage` event, in
 * other tabs.
 */
export function useVisitor(brand: string): VisitorState {
  // useSyncExternalStore wants the same object back while nothing changed.
  const last = useRef<VisitorState | null>(null);
  const getSnapshot = useCallback(() => {
    const next = readVisitor(brand);
    if (last.current && sameVisitor(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, [brand]);
  // The server renders for nobody in particular, and hydration must find that markup (ADR 0033): the stored
  // visitor shows in the render right after.
  return useSyncExternalStore(subscribeStorage, getSnapshot, serverVisitor);
}

/**
 * Whether the browser holds a token at the brand: a login, a guest's or an event visitor's session token (what
 * the cart click flow asks, spec §4). False on the server and while hydrating, like the visitor.
 */
export function useHoldsAccessToken(brand: string): boolean {
  const holds = useCallback(() => readAccessToken(brand) !== null, [brand]);
  return useSyncExternalStore(subscribeStorage, holds, () => false);
}

const ANONYMOUS: VisitorState = { kind: 'anonymous' };
const serverVisitor = () => ANONYMOUS;

/** How long a sign-out waits for the server before it forgets the session anyway. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * Ends the login on the server too (`POST api/Customer/logout`): it revokes the refresh tokens, so the
 * HttpOnly refresh cookie left in this browser can no longer mint access tokens (a shared computer). A 401
 * means the access token had expired: the client has refreshed it, and one more try signs out for real.
 * Failures are not the visitor's problem: the browser forgets the session either way.
 */
async function signOutOnServer(brand: string): Promise<void> {
  for (let attempt = 0; attempt < 2 && brandLocal(brand).get('access_token'); attempt++) {
    try {
      await api.post(apiUrl.logout(), undefined, undefined, AbortSignal.timeout(SIGN_OUT_WAIT_MS));
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.httpStatus === 401)) return;
    }
  }
}

/**
 * Logout (spec §4): ends the brand's login on the server, clears its cart and session and goes to
 * `/{brand}/login`. The other brands' sessions stay.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { brand } = useParams();
  return useCallback(() => {
    const flavour = brand ?? local.get('BrandFlavor') ?? '';
    void signOutOnServer(flavour).finally(() => {
      clearSession(flavour);
      void navigate(loginPath(flavour));
    });
  }, [navigate, brand]);
}
