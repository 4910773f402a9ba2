/** Payment channels of the cashier. */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { PaymentChannelsTable } from '#server/db/tables/cashier.ts';
import { next } from './sequence.ts';

export async function insertChannel(
  db: Db,
  over: Partial<Omit<Insertable<PaymentChannelsTable>, 'names' | 'details'>> & { names?: Record<string, string>; details?: Record<string, unknown> } = {},
): Promise<number> {
  const n = next();
  const { names, details, ...rest } = over;
  const row = await db
    .insertInto('payment_channels')
    .values({
      code: `CHANNEL_${n}`,
      kind: 'bank',
      min_amount: 1_000,
      max_amount: 10_000_000,
      fee_bp: 0,
      min_vip_rank: 0,
      secret: randomBytes(24).toString('hex'),
      enabled: 1,
      sort: n,
      ...rest,
      names: JSON.stringify(names ?? { en: `Channel ${n}`, bn: `চ্যানেল ${n}` }),
      details: JSON.stringify(details ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
