import { describe, expect, it } from 'vitest';
import { ORDER_PATHS, linePath, problemTarget } from './order-problems';

describe('order problem paths', () => {
  it('names a line and a field within it the way the API writes them', () => {
    expect(linePath(2)).toBe('body.Lines.2');
    expect(linePath(0, 'Extras', 1)).toBe('body.Lines.0.Extras.1');
  });

  it('reads a line back by its index, whatever field within it', () => {
    expect(problemTarget(linePath(3))).toEqual({ kind: 'line', index: 3 });
    expect(problemTarget(linePath(0, 'ItemId'))).toEqual({ kind: 'line', index: 0 });
  });

  it('reads the lines as a whole (the minimum order) apart from any one line', () => {
    expect(problemTarget(ORDER_PATHS.lines)).toEqual({ kind: 'lines' });
  });

  it("reads the guest's and the address's fields", () => {
    expect(problemTarget('body.Guest.Email')).toEqual({ kind: 'guest', field: 'Email' });
    expect(problemTarget(ORDER_PATHS.addressPostcode)).toEqual({ kind: 'address', field: 'Postcode' });
  });

  it('leaves any other path as a plain field', () => {
    for (const path of [
      ORDER_PATHS.scheduledFor,
      ORDER_PATHS.guest,
      ORDER_PATHS.address,
      'query.x',
      'body',
    ]) {
      expect(problemTarget(path)).toEqual({ kind: 'field', path });
    }
  });
});
