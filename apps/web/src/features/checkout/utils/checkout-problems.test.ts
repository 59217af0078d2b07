import { describe, expect, it } from 'vitest';
import { ORDER_PATHS, linePath } from '@storefront/contract/order-problems';
import { countBefore, isLinesProblem, problemField, sortQuoteProblems } from './checkout-problems';

const problem = (Path: string) => ({ Path, Message: Path });

describe('problemField', () => {
  it('maps the paths the API writes to the checkout form fields', () => {
    expect(problemField('body.Guest.Email')).toBe('guest.Email');
    expect(problemField(ORDER_PATHS.addressPostcode)).toBe('address.Postcode');
    expect(problemField(ORDER_PATHS.scheduledFor)).toBe('slot');
    expect(problemField(ORDER_PATHS.notes)).toBe('notes');
  });

  it('has no field for the lines, the guest or address as a whole, or the discounts', () => {
    for (const path of [
      linePath(0),
      ORDER_PATHS.lines,
      ORDER_PATHS.guest,
      ORDER_PATHS.address,
      ORDER_PATHS.promoCode,
    ])
      expect(problemField(path)).toBeNull();
  });
});

describe('sortQuoteProblems', () => {
  it('puts single-line problems by line index and keeps the rest in order, less the discounts', () => {
    const sorted = sortQuoteProblems([
      problem(linePath(2, 'ItemId')),
      problem(ORDER_PATHS.postcode),
      problem(ORDER_PATHS.giftCardCode),
      problem(ORDER_PATHS.lines),
      problem(linePath(0)),
    ]);
    expect([...sorted.lines.keys()]).toEqual([2, 0]);
    expect(sorted.other.map((p) => p.Path)).toEqual([ORDER_PATHS.postcode, ORDER_PATHS.lines]);
  });

  it('keeps the postcode’s problem for its field when the form shows the address', () => {
    const sorted = sortQuoteProblems([problem(ORDER_PATHS.postcode), problem(ORDER_PATHS.lines)], {
      postcodeField: true,
    });
    expect(sorted.postcode).toBe(ORDER_PATHS.postcode);
    expect(sorted.other.map((p) => p.Path)).toEqual([ORDER_PATHS.lines]);
  });

  it('counts the refused lines before an index', () => {
    const { lines } = sortQuoteProblems([problem(linePath(0)), problem(linePath(2))]);
    expect([0, 1, 2, 3].map((i) => countBefore(lines, i))).toEqual([0, 1, 1, 2]);
  });
});

describe('isLinesProblem', () => {
  it('is about one line or the lines together', () => {
    expect(isLinesProblem(problem(linePath(1, 'Quantity')))).toBe(true);
    expect(isLinesProblem(problem(ORDER_PATHS.lines))).toBe(true);
    expect(isLinesProblem(problem(ORDER_PATHS.scheduledFor))).toBe(false);
  });
});
