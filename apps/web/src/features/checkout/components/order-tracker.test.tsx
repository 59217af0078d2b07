// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contract/order';
import { placedOrder } from '../../../test/fixtures';
import { OrderTracker } from './order-tracker';

/** 26 Nov 2026, 12:05 in London (GMT): the fixture's order was placed at 12:00, due 12:20. */
const NOW = new Date('2026-11-26T12:05:00Z');

function tracker(overrides: Partial<Order>, now = NOW) {
  render(<OrderTracker order={placedOrder(overrides)} now={now} />);
  return screen.getByRole('region', { name: /./ });
}
const steps = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => `${li.textContent}${li.getAttribute('aria-current') === 'step' ? ' <' : ''}`);

describe('the order tracker', () => {
  it('lists a collection order’s steps with the current one marked, and when it is due', () => {
    const region = tracker({});
    // The region is named by its headline, the order's stage.
    expect(screen.getByRole('region', { name: 'Placed' })).toBe(region);
    expect(region.textContent).toContain('ASAP Due 12:20');
    expect(within(region).getByRole('list', { name: 'Order progress' })).toBeTruthy();
    expect(steps(region)).toEqual([
      'Placed, now <',
      'Accepted, to come',
      'Preparing, to come',
      'Ready to collect, to come',
      'Collected, to come',
    ]);
  });

  it('moves on as staff move the order, and says when the kitchen expects it ready', () => {
    const region = tracker({ Status: 'Accepted', ReadyBy: '2026-11-26T12:25:00Z', PrepMinutes: 20 });
    // Placed at 12:00, due 12:20 with a 20-minute window: the kitchen started at once.
    expect(within(region).getByRole('heading', { name: 'Preparing' })).toBeTruthy();
    expect(region.textContent).toContain('expects it ready at about 12:25');
    expect(steps(region).slice(0, 3)).toEqual(['✓Placed, done', '✓Accepted, done', 'Preparing, now <']);
  });

  it('keeps an order for later Accepted until the kitchen’s start time', () => {
    const later = {
      Status: 'Accepted' as const,
      DueAt: '2026-11-26T19:00:00Z',
      ScheduledFor: '2026-11-26T19:00:00Z',
    };
    expect(steps(tracker(later))[1]).toBe('Accepted, now <');
  });

  it('follows a delivery to the door', () => {
    const region = tracker({ Status: 'OutForDelivery', OrderOption: 'Delivery' });
    expect(steps(region).slice(3)).toEqual(['Out for delivery, now <', 'Delivered, to come']);
    expect(region.textContent).toContain('on its way to you');
  });

  it('ticks every step once the order is done', () => {
    const region = tracker({ Status: 'Completed', OrderOption: 'Delivery' });
    expect(steps(region).at(-1)).toBe('✓Delivered, now <');
  });

  it('says a cancelled order is cancelled, with the reason, instead of the steps', () => {
    const region = tracker({ Status: 'Cancelled', StatusReason: 'The kitchen is closing early tonight' });
    expect(within(region).getByRole('heading', { name: 'Cancelled' })).toBeTruthy();
    expect(region.textContent).toContain('The kitchen is closing early tonight');
    expect(within(region).queryByRole('list')).toBeNull();
  });
});
