import type { VipLadder } from '#lib/contracts/vip.ts';
import type { Db } from '#server/db/connect.ts';
import { vipLadder } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';

/** The ladder as visitors see it on /vip, with the rolling window its thresholds count over. */
export async function publishedLadder(db: Db): Promise<VipLadder> {
  const [ladder, settings] = await Promise.all([vipLadder(db), loadSettings(db)]);
  return { ladder, windowDays: settings.loyalty.windowDays };
}
