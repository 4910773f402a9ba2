import type { Db } from '#server/db/connect.ts';
import { ChannelUnavailable } from './errors.ts';
import type { Channel } from '#lib/types/cashier.ts';

type Row = { id: number; code: string; kind: string; names: string; min_amount: number; max_amount: number; fee_bp: number; min_vip_rank: number; details: string; secret: string; enabled: number };

function toChannel(r: Row, lang: string): Channel {
  const names = JSON.parse(r.names) as Record<string, string>;
  return { id: r.id, code: r.code, kind: r.kind as Channel['kind'], name: names[lang] ?? names['en'] ?? r.code, minAmount: r.min_amount, maxAmount: r.max_amount, feeBp: r.fee_bp, details: JSON.parse(r.details) as Record<string, unknown> };
}

/** The channels a member of this VIP rank may deposit with, in the operator's order. */
export async function listChannels(db: Db, vipRank: number, lang: string): Promise<Channel[]> {
  const rows = await db.selectFrom('payment_channels').selectAll().where('enabled', '=', 1).where('min_vip_rank', '<=', vipRank).orderBy('sort').execute();
  return rows.map((r) => toChannel(r, lang));
}

export async function channelFor(db: Db, id: number, vipRank: number): Promise<Row> {
  const row = await db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.enabled !== 1 || row.min_vip_rank > vipRank) throw new ChannelUnavailable('This payment method is not available.');
  return row;
}

/** The fee of an amount (basis points, rounded up to the minor unit). */
export function feeOf(amount: number, feeBp: number): number {
  return Math.ceil((amount * feeBp) / 10_000);
}

/** These shapes are the ones the browser reads (src/lib/types/cashier.ts). */
export type { Channel };
