import { describe, expect, it } from 'vitest';
import { Daypart, MenuHours } from './menu-hours';

const issues = (input: unknown) => {
  const parsed = MenuHours.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('menu hours schema', () => {
  it('takes ranges within a day, 24:00 ending one at midnight', () => {
    const hours = [
      { Days: [1, 2, 3, 4, 5], From: '07:00', To: '11:00' },
      { Days: [5], From: '22:00', To: '24:00' },
      { Days: [6], From: '00:00', To: '02:00' },
    ];
    expect(MenuHours.parse(hours)).toEqual(hours);
    expect(MenuHours.parse([])).toEqual([]);
  });

  it('refuses malformed fields, each at its path', () => {
    expect(issues([{ Days: [], From: '07:00', To: '11:00' }])).toEqual([
      { path: [0, 'Days'], message: 'Choose at least one day' },
    ]);
    expect(issues([{ Days: [7], From: '24:00', To: '7:00' }])).toEqual([
      { path: [0, 'Days', 0], message: 'Days are 0 (Sunday) to 6 (Saturday)' },
      { path: [0, 'From'], message: 'Use 24-hour HH:MM' },
      { path: [0, 'To'], message: 'Use 24-hour HH:MM (24:00 for midnight)' },
    ]);
    expect(Daypart.safeParse({ Days: [1.5], From: '07:00', To: '11:00' }).success).toBe(false);
  });

  it('refuses inverted and overlapping ranges, and a day listed twice', () => {
    expect(
      issues([
        { Days: [1, 2], From: '07:00', To: '11:00' },
        { Days: [2, 3], From: '10:00', To: '12:00' },
        { Days: [4], From: '22:00', To: '02:00' },
        { Days: [0, 0], From: '09:00', To: '10:00' },
      ]),
    ).toEqual([
      {
        path: [2, 'To'],
        message: expect.stringContaining('Ends at 02:00, not after it starts at 22:00') as string,
      },
      { path: [3, 'Days', 1], message: 'Sunday is listed twice' },
      { path: [1, 'From'], message: 'Overlaps range 1 (07:00–11:00) on Tuesday' },
    ]);
  });
});
