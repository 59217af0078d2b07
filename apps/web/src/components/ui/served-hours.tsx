import type { Availability } from '../../lib/menu-clock';
import './served-hours.css';

interface ServedHoursProps {
  availability: Availability;
  /** Also say when it is back while it is not served ('… · Available from 07:00'). */
  withLabel?: boolean;
}

/** 'Served Mon–Fri 07:00–11:00': an item's or category's menu hours, marked while it is not served. */
export function ServedHours({ availability, withLabel = false }: ServedHoursProps) {
  if (!availability.hours) return null;
  const closed = availability.label !== null;
  return (
    <p className={closed ? 'served-hours served-hours--closed' : 'served-hours'}>
      Served {availability.hours}
      {withLabel && closed ? ` · ${availability.label}` : null}
    </p>
  );
}
