import type { Generated } from 'kysely';

/** Back-office staff; separate from members (migration 0010). */
export interface StaffTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  role: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  failed_logins: Generated<number>;
  locked_at: number | null;
  must_change_password: Generated<number>;
  disabled_at: number | null;
  created_by: number | null;
  created_at: number;
  /** The secret shown at enrolment, until its first code confirms it (migration 0011). */
  totp_pending: string | null;
  last_login_at: number | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  /** 'password' until the authenticator code (or enrolment) is done, then 'full'. */
  stage: string;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  ip: string;
  user_agent: string;
}

/** Append-only, hash-chained record of every staff action. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  staff_id: number | null;
  staff_name: string;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  user_agent: string;
  prev_hash: string;
  hash: string;
}

/** The audit log's last row and its hash, so a cut-off tail shows (migration 0012; one row, id 1). */
export interface AuditHeadTable {
  id: number;
  last_id: number;
  last_hash: string;
}

/** Maker-checker requests. */
export interface ApprovalsTable {
  id: Generated<number>;
  kind: string;
  target_id: string;
  payload: string;
  summary: string;
  maker_id: number;
  status: string;
  created_at: number;
  expires_at: number;
  checker_id: number | null;
  decided_at: number | null;
  reason: string | null;
  result: string | null;
}

export interface MemberNotesTable {
  id: Generated<number>;
  member_id: number;
  staff_id: number;
  text: string;
  created_at: number;
}
