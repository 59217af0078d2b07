/** 'Fri 4 Dec 2026, 19:30' from a London wall time. */
export function eventTime(startsAt: string): string {
  const [date = '', time = ''] = startsAt.split('T');
  const d = new Date(`${date}T12:00:00Z`);
  const day = d.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${time}`;
}
