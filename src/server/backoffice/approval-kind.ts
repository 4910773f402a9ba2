import type { z } from 'zod';
import type { Permission } from '#lib/backoffice/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import type { StaffActor } from './staff.ts';

/** What carrying out an approved request is given besides its payload. */
export interface ApprovalRun {
  approvalId: number;
  /** Who asked (the maker) and who approved (the checker). */
  makerId: number;
  checker: StaffActor;
  /** A key that belongs to this request: money moved with it moves once, whatever the retries. */
  idempotencyKey: string;
}

/**
 * One kind of change that needs a second staff member (maker-checker): the permission a checker
 * needs besides `approvals.decide`, the payload's schema (checked when asked and again when
 * carried out), and how it is carried out.
 */
export interface ApprovalKind<S extends z.ZodType = z.ZodType> {
  permission: Permission;
  payload: S;
  execute(app: AppContext, payload: z.output<S>, run: ApprovalRun): Promise<unknown>;
}

export const approvalKind = <S extends z.ZodType>(k: ApprovalKind<S>): ApprovalKind<S> => k;
