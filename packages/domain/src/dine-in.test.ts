import { describe, expect, it } from 'vitest';
import { dineInTablesAt, noTableMessage } from './dine-in';

describe('dine-in tables', () => {
  it("are the branch's own, else the brand's, else any", () => {
    expect(dineInTablesAt([1, 2], [1, 2, 3])).toEqual([1, 2]);
    expect(dineInTablesAt(null, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(dineInTablesAt(undefined, undefined)).toBeUndefined();
  });

  it('names the branch of a table it does not have, where there is one to name', () => {
    expect(noTableMessage(31)).toBe('We have no table 31: check the number on your table');
    expect(noTableMessage(31, 'Copperleaf Clapham')).toBe(
      'We have no table 31 at Copperleaf Clapham: check the number on your table',
    );
  });
});
