import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingDateProblem,
  longDate,
  openingStatus,
  reservationTimes,
  weekdayOf,
} from './opening-hours';

const week = [0, 1, 2, 3, 4, 5, 6].map((Day) => ({ Day, Open: '11:30', Close: '23:00' }));

describe('openingStatus', () => {
  it('reads the London clock: 10:45 UTC in summer is 11:45 BST, open', () => {
    // Saturday 27 June 2026.
    const status = openingStatus(week, new Date('2026-06-27T10:45:00Z'));
    expect(status).toEqual({ open: true, today: 6, label: 'Open now · closes at 23:00' });
  });

  it('is closed before opening and after closing, and on a day without hours', () => {
    expect(openingStatus(week, new Date('2026-01-10T09:00:00Z')).label).toBe('Closed · opens at 11:30');
    expect(openingStatus(week, new Date('2026-01-10T23:30:00Z')).label).toBe('Closed now');
    const weekdays = week.filter((d) => d.Day !== 0);
    expect(openingStatus(weekdays, new Date('2026-01-11T13:00:00Z'))).toMatchObject({
      open: false,
      today: 0,
      label: 'Closed today',
    });
  });

  it('keeps a late night open past midnight into the next day', () => {
    const late = [{ Day: 5, Open: '18:00', Close: '02:00' }];
    // Saturday 01:30 GMT: Friday's hours still run.
    expect(openingStatus(late, new Date('2026-01-10T01:30:00Z'))).toMatchObject({ open: true, today: 6 });
    expect(openingStatus(late, new Date('2026-01-10T02:30:00Z')).open).toBe(false);
  });
});

describe('reservationTimes', () => {
  const settings = { SlotMinutes: 30, LastBookingBeforeClose: 60 };

  it('runs from opening to an hour before closing', () => {
    const times = reservationTimes(week, '2026-07-01', settings);
    expect(times[0]).toBe('11:30');
    expect(times.at(-1)).toBe('22:00');
    expect(times).toHaveLength(22);
  });

  it('drops past times today and everything on past days', () => {
    const now = new Date('2026-07-01T19:10:00Z'); // 20:10 BST
    expect(reservationTimes(week, '2026-07-01', settings, now)).toEqual(['20:30', '21:00', '21:30', '22:00']);
    expect(reservationTimes(week, '2026-06-30', settings, now)).toEqual([]);
  });

  it('has none on a closed day', () => {
    expect(reservationTimes([{ Day: 1, Open: '09:00', Close: '17:00' }], '2026-07-01', settings)).toEqual([]);
  });
});

describe('dates', () => {
  it('knows weekdays and adds days across month ends', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(longDate('2026-07-01')).toBe('Wednesday 1 Jul 2026');
  });
});

describe('bookingDateProblem', () => {
  it('takes today up to the days ahead, and says why any other date is refused', () => {
    expect(bookingDateProblem('2026-11-27', '2026-11-27', 60)).toBeNull();
    expect(bookingDateProblem('2027-01-26', '2026-11-27', 60)).toBeNull();
    expect(bookingDateProblem('2026-11-26', '2026-11-27', 60)).toBe(
      'That date has passed: choose today or a later date',
    );
    expect(bookingDateProblem('2027-01-27', '2026-11-27', 60)).toBe(
      'Tables can be booked up to 60 days ahead: choose an earlier date',
    );
  });
});
