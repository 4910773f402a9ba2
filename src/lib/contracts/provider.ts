/**
 * The seamless-wallet callbacks every game vendor uses (docs/provider-wallet-api.md): signed with
 * the vendor's secret, idempotent by transaction id, answered byte for byte the same on a replay.
 * The answer is the protocol's own JSON. The body and the operation are checked by the server
 * after the signature (an unknown operation is NOT_FOUND, a body that is not JSON of its shape
 * VALIDATION_ERROR), so they are documented here, not parsed before the handler.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { minor } from './common.ts';

const tag = 'Provider wallet';

/** The largest single movement a vendor may ask for (minor units). */
const MAX_AMOUNT = 1_000_000_000_00;

export const WALLET_OPS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;

const id = z.string().min(1).max(64).regex(/^[\w.:-]+$/, 'letters, digits and . : - _ only');
const token = z.string().min(20).max(128).describe('the launch token the game URL carried');
const player = z.string().max(64).describe('the player’s account, as authenticate answered it');
const currency = z.string().max(8);

/** The body of each operation. */
export const WALLET_BODIES = {
  authenticate: z.object({ token }),
  balance: z.object({ token }),
  debit: z.object({ txnId: id, token, player, roundId: id, amount: z.number().int().min(1).max(MAX_AMOUNT).describe('the stake, minor units'), currency }),
  credit: z.object({ txnId: id, token, player, roundId: id, amount: z.number().int().min(0).max(MAX_AMOUNT).describe('the win, minor units; 0 settles a loss'), currency }),
  rollback: z.object({ txnId: id, token, player, roundId: id, refTxnId: id.describe('the debit to cancel') }),
} as const;

const ok = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

const walletAnswer = z.union([
  ok(z.object({ player: z.string().nullable(), mode: z.enum(['real', 'play']), currency, balance: minor })).describe('authenticate, balance'),
  ok(z.object({ txnId: z.string(), roundId: z.string(), balance: minor, currency })).describe('debit, credit'),
  ok(z.object({ txnId: z.string(), refTxnId: z.string(), balance: minor, currency })).describe('rollback'),
]);

export const provider = {
  callback: endpoint({
    method: 'POST',
    path: '/lgw/provider/v1/:vendor/:op',
    summary: 'A vendor’s signed wallet callback (X-Meridian-Timestamp, X-Meridian-Signature: HMAC-SHA256 of the timestamp and the raw body); a replayed transaction id gets the stored answer',
    tag,
    access: 'signed',
    params: z.object({
      vendor: z.string().describe('the vendor’s code'),
      // Any word reaches the server, which answers NOT_FOUND for an unknown one after the signature.
      op: z.string().meta({ override: { type: 'string', enum: [...WALLET_OPS] } }).describe('the wallet operation'),
    }),
    rawBody: z.union([WALLET_BODIES.debit, WALLET_BODIES.credit, WALLET_BODIES.rollback, WALLET_BODIES.authenticate]).describe('the body of the operation in the path (authenticate and balance: token only)'),
    response: walletAnswer,
    envelope: false,
    errors: [
      'NOT_FOUND',
      'VALIDATION_ERROR',
      'INVALID_SIGNATURE',
      'STALE_REQUEST',
      'SESSION_EXPIRED',
      'INSUFFICIENT_FUNDS',
      'PLAYER_MISMATCH',
      'ACCOUNT_EXCLUDED',
      'CURRENCY_MISMATCH',
      'UNKNOWN_BET',
      'TRANSACTION_MISMATCH',
      'BET_SETTLED',
      'PAYLOAD_TOO_LARGE',
    ],
  }),
};
