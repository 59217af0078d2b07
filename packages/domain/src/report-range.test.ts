import { describe, expect, it } from 'vitest';
import { datesBetween, reportRange } from './report-range';

describe('report range', () => {
  it('defaults to the 30 London days up to today, London midnight deciding the day', () => {
    // 23:30 UTC on 31 July is 00:30 BST on 1 August.
    expect(reportRange({}, new Date('2026-07-31T23:30:00Z'))).toEqual({
      from: '2026-07-03',
      to: '2026-08-01',
    });
    // 23:30 UTC on 31 January is still 31 January in London (GMT).
    expect(reportRange({}, new Date('2026-01-31T23:30:00Z'))).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
    });
  });

  it('completes a range given by one end', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(reportRange({ to: '2026-03-31' }, now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(reportRange({ from: '2026-06-01' }, now)).toEqual({ from: '2026-06-01', to: '2026-06-15' });
    // A start after today: the range is that one day rather than an empty one.
    expect(reportRange({ from: '2026-07-01' }, now)).toEqual({ from: '2026-07-01', to: '2026-07-01' });
  });

  it('lists every day of a range across the clock changes and month ends', () => {
    expect(datesBetween('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(datesBetween('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(datesBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesBetween('2026-05-02', '2026-05-01')).toEqual([]);
  });
});
