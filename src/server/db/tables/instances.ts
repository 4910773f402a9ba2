/** Which instance runs a scheduled job now; another takes it over once expires_at has passed. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
  acquired_at: number;
}

/** One run of a scheduled job: a tick of an interval job, or a settled period; done once. */
export interface JobTicksTable {
  job: string;
  tick: string;
  /** The instance that ran it. */
  holder: string;
  started_at: number;
}

/** Request-limit counters on PostgreSQL without Redis (the shape rate-limiter-flexible's PostgreSQL store reads). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

/** A live event too big for one PostgreSQL NOTIFY: the notification carries its id. */
export interface EventPayloadsTable {
  id: string;
  body: string;
  created_at: number;
}
