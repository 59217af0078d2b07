import { describe, expect, it } from 'vitest';
import { everyStockChanged, stockChanged, stockEpoch } from './stock-epochs';

describe('stock epochs', () => {
  it('move for one brand on its change, and for every brand after a gap in the notifications', () => {
    const [one, two] = [910_001, 910_002];
    const start = [stockEpoch(one), stockEpoch(two)];
    stockChanged(one);
    expect([stockEpoch(one), stockEpoch(two)]).toEqual([start[0]! + 1, start[1]]);
    const before = [stockEpoch(one), stockEpoch(two)];
    everyStockChanged();
    // A cached answer is keyed by the epoch it was made at: none of those keys is met again.
    expect(stockEpoch(one)).toBeGreaterThan(before[0]!);
    expect(stockEpoch(two)).toBeGreaterThan(before[1]!);
    expect(stockEpoch(910_003)).toBeGreaterThan(0);
  });
});
