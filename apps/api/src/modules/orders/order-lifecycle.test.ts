import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@storefront/contract/order';
import { amendRefusal, canMove, inPersonPayment, initialStatus, NEXT_STATUSES } from './order-lifecycle';

describe('order lifecycle', () => {
  it('starts card orders waiting for payment and in-person orders placed', () => {
    expect(initialStatus('Card')).toBe('PendingPayment');
    expect(initialStatus('OnDelivery')).toBe('Placed');
    expect(inPersonPayment('Delivery')).toBe('OnDelivery');
    expect(inPersonPayment('Pickup')).toBe('OnCollection');
    expect(inPersonPayment('EatIn')).toBe('AtTable');
  });

  it('moves forward only, delivery going out and the others getting ready', () => {
    expect(canMove('PendingPayment', 'Placed', 'Delivery')).toBe(true);
    expect(canMove('Placed', 'PendingPayment', 'Delivery')).toBe(false);
    expect(canMove('Accepted', 'OutForDelivery', 'Delivery')).toBe(true);
    expect(canMove('Accepted', 'OutForDelivery', 'Pickup')).toBe(false);
    expect(canMove('Accepted', 'Ready', 'EatIn')).toBe(true);
    expect(canMove('Accepted', 'Ready', 'Delivery')).toBe(false);
    expect(canMove('Completed', 'Cancelled', 'Pickup')).toBe(false);
    for (const status of OrderStatus.options) {
      expect(NEXT_STATUSES[status]).not.toContain(status);
      if (status !== 'Completed' && status !== 'Cancelled')
        expect(NEXT_STATUSES[status]).toContain('Cancelled');
    }
  });

  it('lets only a Placed order be amended', () => {
    expect(amendRefusal('Placed')).toBeNull();
    for (const status of OrderStatus.options.filter((s) => s !== 'Placed'))
      expect(amendRefusal(status)).toEqual(expect.any(String));
    expect(amendRefusal('Accepted')).toBe('This order has been accepted and can no longer be changed');
  });
});
