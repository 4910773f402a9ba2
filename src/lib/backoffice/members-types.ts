/** The members desk's answers as the browser sees them (types only, from the contract). */
import type { z } from 'zod';
import type { BetRow, LedgerRow, MemberProfile, MemberSearchRow as SearchRow, MoneyRow, NoteRow, SessionRow } from '#lib/contracts/backoffice-members-shapes.ts';

export type MemberSearchRow = z.output<typeof SearchRow>;
export type MemberProfileView = z.output<typeof MemberProfile>;
export type MemberLedgerRow = z.output<typeof LedgerRow>;
export type MemberBetRow = z.output<typeof BetRow>;
export type MemberMoneyRow = z.output<typeof MoneyRow>;
export type MemberSessionRow = z.output<typeof SessionRow>;
export type MemberNoteRow = z.output<typeof NoteRow>;
