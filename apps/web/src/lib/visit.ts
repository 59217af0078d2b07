import { startsNewVisit } from '@storefront/domain/visitor';
import { local } from './storage';

/** What a visit remembers (spec §4): forgotten when a new visit starts. */
const VISIT_KEYS = ['deliveryType', 'welcomeMessageClosed'] as const;

const markSeen = () => local.set('visitSeenAt', Date.now());

/**
 * Begins this page's part of the visit. A page opened long after the site was last in front (startsNewVisit)
 * starts a new visit and forgets its choices; any other page — a reload, another tab, a search result opened in
 * a new tab — keeps them. The visit stays alive while a page of it is in front or was just left.
 */
export function beginPage(): void {
  if (startsNewVisit(local.get('visitSeenAt'), Date.now())) for (const key of VISIT_KEYS) local.remove(key);
  markSeen();
  document.addEventListener('visibilitychange', markSeen);
  window.addEventListener('pagehide', markSeen);
}
