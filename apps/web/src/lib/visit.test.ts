// @vitest-environment happy-dom
import { VISIT_IDLE_MS } from '@storefront/domain/visitor';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginPage } from './visit';

const START = Date.parse('2026-11-27T10:00:00Z');

function visitWithChoices() {
  localStorage.setItem('deliveryType', 'Store');
  localStorage.setItem('welcomeMessageClosed', JSON.stringify(['grocer']));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('a visit', () => {
  it('forgets the delivery type and the closed welcome message on the first page of a visit', () => {
    visitWithChoices();
    beginPage();
    expect(localStorage.getItem('deliveryType')).toBeNull();
    expect(localStorage.getItem('welcomeMessageClosed')).toBeNull();
    expect(localStorage.getItem('visitSeenAt')).toBe(String(START));
  });

  it('keeps them on a reload, in another tab or a new tab of the same visit', () => {
    beginPage();
    visitWithChoices();
    vi.setSystemTime(START + VISIT_IDLE_MS - 1000);
    beginPage();
    expect(localStorage.getItem('deliveryType')).toBe('Store');
    expect(localStorage.getItem('welcomeMessageClosed')).toBe('["grocer"]');
  });

  it('ends after a while away, counted from when a page of it was last in front', () => {
    beginPage();
    visitWithChoices();
    // Twenty minutes on the page, then the visitor switches away: the visit lives on from then.
    vi.setSystemTime(START + 20 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.setSystemTime(START + 20 * 60_000 + VISIT_IDLE_MS - 1000);
    beginPage();
    expect(localStorage.getItem('deliveryType')).toBe('Store');
    vi.setSystemTime(START + 20 * 60_000 + 3 * VISIT_IDLE_MS);
    beginPage();
    expect(localStorage.getItem('deliveryType')).toBeNull();
  });
});
