/**
 * Back office, lottery desk, chains tab (docs/lottery.md "Fair draws"): per house lottery the
 * chain in use (its commitment, seeds used of its length), a queued one, the retired ones; staff
 * commit a new chain (queued behind the one in use) or retire the one in use with a reason
 * (audited; a successor is committed at once when none is left, so draws never stop). Reading
 * needs lottery.read, changing lottery.write.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, language } from './common.ts';
import { ChainView } from './lottery-fair.ts';
import { lotteryCode } from './lottery-shapes.ts';

const tag = 'Back office: Lottery';
const read = { tag, access: 'staff', permission: 'lottery.read' } as const;
const write = { tag, access: 'staff', permission: 'lottery.write' } as const;

/** Chain lengths staff may choose (the same bounds as the server's CHAIN_LENGTH_MIN/MAX). */
export const CHAIN_LENGTH_BOUNDS = { min: 100, max: 100_000 } as const;
/** A retirement's reason, at most. */
export const CHAIN_REASON_MAX = 200;

export const ChainDeskLottery = z.object({
  code: lotteryCode,
  name: z.string(),
  status: z.enum(['active', 'paused']),
  inUse: ChainView.nullable().describe('the chain the next draw takes a seed from'),
  queued: z.array(ChainView).describe('active chains waiting behind it'),
  retired: z.array(ChainView).describe('the latest retired chains (x0 shown), newest first'),
  retiredCount: z.number().int(),
});
export type ChainDeskLottery = z.infer<typeof ChainDeskLottery>;

export const ChainDesk = z.object({
  lotteries: z.array(ChainDeskLottery).describe('house lotteries only, in the lobby’s order'),
  chainLength: z.number().int().describe('the length of chains committed by the job (setting lottery.chainLength)'),
  refillPercent: z.number().int().describe('the job commits the next chain when fewer seeds than this share of a chain are left'),
});
export type ChainDesk = z.infer<typeof ChainDesk>;

export const backofficeLotteryChains = {
  desk: endpoint({ ...read, method: 'GET', path: '/backoffice/api/lottery/chains', summary: 'The house lotteries’ seed chains: in use, queued and retired', query: z.object({ language }), response: ChainDesk, errors: [] }),
  commit: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/lottery/chains',
    summary: 'Commits and publishes a new chain for a house lottery, queued behind the one in use (audited)',
    body: z.object({
      lottery: lotteryCode,
      length: z.number().int().min(CHAIN_LENGTH_BOUNDS.min).max(CHAIN_LENGTH_BOUNDS.max).optional().describe('seeds in the chain; the setting lottery.chainLength when left out'),
    }),
    response: ChainView,
    errors: ['UNKNOWN_LOTTERY', 'INVALID_STATE'],
  }),
  retire: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/lottery/chains/:id/retire',
    summary: 'Retires an active chain with a reason (audited); its x0 is published, and a successor is committed when no seeds are left',
    params: idParams,
    body: z.object({ reason: z.string().trim().min(3).max(CHAIN_REASON_MAX) }),
    response: z.object({ retired: ChainView, successor: ChainView.nullable() }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
} as const;
