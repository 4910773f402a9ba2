/** Spec §5: members must be 21 or over (checked in the browser for the form, and on the server). */
export const MIN_AGE = 21;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a YYYY-MM-DD birthday is a real calendar date and the person is at least MIN_AGE on
 * `now` (UTC). 'invalid' for anything that is not a real date (2001-02-30, 2001-13-01).
 */
export function ageCheck(birthday: string, now = Date.now()): 'adult' | 'under_age' | 'invalid' {
  const m = YMD.exec(birthday);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d || y < 1900) return 'invalid';
  const adultOn = new Date(Date.UTC(y + MIN_AGE, mo - 1, d));
  // Born on 29 February: adult on 1 March of a common year (Date.UTC rolls over).
  return adultOn.getTime() > now ? 'under_age' : 'adult';
}
