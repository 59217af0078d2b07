import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { BannerImages } from '@storefront/domain/page-banner';
import type { VisitorState } from '@storefront/domain/visitor';

/** What the app hands every account screen (app/app-routes.tsx composes them). */
export interface ScreenProps {
  /** The brand flavour, the first path segment. */
  brand: string;
  config: WebCustomerConfig;
  /** The page's header banner (spec §2 Header), when the brand configures one. */
  banner: BannerImages | null;
  visitor: VisitorState;
}

/** A message a screen passes to the next one in the history entry's state (e.g. 'Your password has been changed'). */
export interface NoticeState {
  notice: string;
}

export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice ? state.notice : null;
}
