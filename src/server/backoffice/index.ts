/**
 * The back office: staff accounts, roles and their sessions, the hash-chained audit log, and
 * maker-checker approvals. It sits above every other domain and reads and changes them only
 * through their index.ts. Other folders import it only through this file (decision 019).
 */
export { type ApprovalKind, approvalKind, type ApprovalRun } from './approval-kind.ts';
export { APPROVAL_KINDS } from './approval-registry.ts';
export { APPROVAL_TTL_MS, type ApprovalRequest, type ApprovalStatus, decideApproval, expireApprovals, requestApproval } from './approvals.ts';
export { audit, type AuditCheck, type AuditEntry, type AuditProblem, checkAuditChain } from './audit.ts';
export { AUDIT_GENESIS, auditHash, firstBadRow } from './audit-chain.ts';
export { ApprovalClosed, SelfApproval, StaffEnrolmentRequired, StaffExists, StaffForbidden, StaffIpNotAllowed, StaffLocked, StaffNotLoggedIn, TotpInvalid } from './errors.ts';
export { ipAllowed } from './ip-allow.ts';
export { type Actor, commandLine, type StaffActor, type SystemActor } from './staff.ts';
export {
  createStaffSession,
  endAllStaffSessions,
  endStaffSession,
  findStaffSession,
  resolveStaffSession,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  STAFF_IDLE_MS,
  type StaffSessionRow,
  type StaffStage,
} from './staff-sessions.ts';
