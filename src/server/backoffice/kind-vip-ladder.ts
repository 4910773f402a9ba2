import { z } from 'zod';
import { VipRankInput } from '#lib/contracts/backoffice-vip.ts';
import { InvalidState } from '#server/errors.ts';
import { checkLadder } from '#server/loyalty/index.ts';
import { saveVipLadder, vipLadder, vipLadderVersion } from '#server/members/index.ts';
import { approvalKind } from './approval-kind.ts';

export const VIP_LADDER_KIND = 'vip.ladder';

export const vipLadderPayload = z.object({ version: z.number().int().min(0), ladder: z.array(VipRankInput).min(1) });

/**
 * 'vip.ladder': a new VIP ladder, saved once a second staff member approves. It is checked again
 * (the rules may have been broken by a hand-made payload) and saved only at the version it was
 * asked for: a ladder changed meanwhile fails the request and nothing changes. The approval's audit
 * row keeps the ladder before and after.
 */
export const vipLadderChange = approvalKind({
  permission: 'loyalty.read',
  payload: vipLadderPayload,
  async execute(app, p) {
    const ladder = checkLadder(p.ladder);
    if ((await vipLadderVersion(app.db)) !== p.version) throw new InvalidState('The ladder changed since this request was made; ask again from the current ladder.');
    const before = await vipLadder(app.db);
    await saveVipLadder(app.db, ladder);
    return { before, after: ladder, version: await vipLadderVersion(app.db) };
  },
});
