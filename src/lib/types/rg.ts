/** Responsible-gambling shapes of /wps/rg/* (the server's answers, as the browser sees them). */

export interface RealityCheck {
  /** Minutes between reminders; null = off. */
  intervalMinutes: number | null;
  sessionStartedAt: number;
  playedMinutes: number;
  rounds: number;
  staked: number;
  won: number;
  net: number;
}

export interface Exclusion {
  kind: 'time_out' | 'self_exclusion';
  /** null = permanent. */
  until: number | null;
}

/** An independent helpline the RG page lists (an operator setting). */
export interface Helpline {
  /** ISO 3166 code. */
  country: string;
  name: string;
  phone: string | null;
  url: string;
  hours: string | null;
}

/** GET /wps/rg/helplines: the merchant's country and its lines first. */
export interface Helplines {
  country: string;
  lines: Helpline[];
}

export type ExclusionRequest = { kind: 'time_out'; days: number; password: string } | { kind: 'self_exclusion'; months: number | 'permanent'; password: string };

/** The choices the server accepts (UK RTS 12/13). */
export const REALITY_CHECK_CHOICES = [10, 20, 30, 45, 60, 90, 120, 240, 480] as const;
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
