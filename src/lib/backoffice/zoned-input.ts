/**
 * A date-time field (`<input type="datetime-local">`, "2026-11-26T09:30") read and written on the
 * merchant's clock, whatever the staff member's computer is set to.
 */
import { TZDate } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/** The field's value for an instant, on the zone's clock. */
export function toZonedInput(ms: number, zone: string): string {
  const d = new TZDate(ms, zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a field's value names on the zone's clock; null when the value is empty or malformed. */
export function fromZonedInput(value: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, zone).getTime();
}
