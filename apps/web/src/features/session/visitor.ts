import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { VisitorState } from '@storefront/domain/visitor';
import { clearSession, loginPath, readVisitor } from '../../lib/session';
import { local, subscribeStorage } from '../../lib/storage';

export type { VisitorState } from '@storefront/domain/visitor';

function sameVisitor(a: VisitorState, b: VisitorState): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'customer' || b.kind !== 'customer') return true;
  return a.customerId === b.customerId && a.firstName === b.firstName && a.lastName === b.lastName;
}

/**
 * The visitor state (spec §4): customer, guest or anonymous. Re-renders on login and logout in this tab and,
 * through the `storage` event, in other tabs.
 */
export function useVisitor(): VisitorState {
  // useSyncExternalStore wants the same object back while nothing changed.
  const last = useRef<VisitorState | null>(null);
  const getSnapshot = useCallback(() => {
    const next = readVisitor();
    if (last.current && sameVisitor(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, []);
  return useSyncExternalStore(subscribeStorage, getSnapshot, getSnapshot);
}

/** Logout (spec §4): clears cart and session and goes to `/{brand}/login`. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { brand } = useParams();
  return useCallback(() => {
    clearSession();
    void navigate(loginPath(brand ?? local.get('BrandFlavor') ?? ''));
  }, [navigate, brand]);
}
