import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertPromotion } from '#fixtures/factories.ts';
import { assertInAudience, assertRunning, inAudience, promotionById, publishedPromotion, visiblePromotions } from '#server/promotions/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const DAY = 86_400_000;
const cash = { rates: [{ rank: 0, category: 'ALL' as const, rateBps: 100 }], payout: 'auto' as const, maxPerDay: 0 };

describe.each(DIALECTS)('promotion audiences and running rules on %s', (dialect) => {
  let t: TestApp;
  let agent: { id: number; account: string };
  let downline: { id: number };
  let outsider: { id: number };
  beforeAll(async () => {
    t = await testApp(dialect);
    agent = await insertMember(t.app.db, { isAgent: 1 });
    downline = await insertMember(t.app.db, { uplineId: agent.id, vipRank: 3 });
    outsider = await insertMember(t.app.db, { vipRank: 1 });
    await t.app.db.updateTable('members').set({ vip_label: 'gold' }).where('id', '=', downline.id).execute();
    await t.app.db.updateTable('members').set({ created_at: Date.now() - 40 * DAY }).where('id', '=', outsider.id).execute();
  });
  afterAll(() => t.close());

  it('matches each kind of audience against the member', async () => {
    const now = Date.now();
    const check = (audience: Parameters<typeof inAudience>[1]['audience'], memberId: number) => inAudience(t.app.db, { audience }, memberId, now);
    expect(await check({ kind: 'all' }, outsider.id)).toBe(true);
    expect(await check({ kind: 'new', days: 30 }, downline.id)).toBe(true);
    expect(await check({ kind: 'new', days: 30 }, outsider.id)).toBe(false);
    expect(await check({ kind: 'vip', ranks: [3, 4] }, downline.id)).toBe(true);
    expect(await check({ kind: 'vip', ranks: [3, 4] }, outsider.id)).toBe(false);
    expect(await check({ kind: 'labels', labels: ['gold'] }, downline.id)).toBe(true);
    expect(await check({ kind: 'labels', labels: ['gold'] }, outsider.id)).toBe(false);
    expect(await check({ kind: 'team', agent: agent.account }, downline.id)).toBe(true);
    expect(await check({ kind: 'team', agent: agent.account }, outsider.id)).toBe(false);
    expect(await check({ kind: 'team', agent: agent.account }, agent.id)).toBe(false);
    expect(await check({ kind: 'team', agent: 'no-such-agent' }, downline.id)).toBe(false);
    await expect(assertInAudience(t.app.db, { audience: { kind: 'vip', ranks: [9] } }, downline.id, now)).rejects.toMatchObject({ code: 'NOT_ELIGIBLE' });
  });

  it('tells running, coming, ended and unpublished promotions apart', async () => {
    const now = Date.now();
    const running = await promotionById(t.app.db, await insertPromotion(t.app.db, 'rebate', cash, { now }));
    const coming = await promotionById(t.app.db, await insertPromotion(t.app.db, 'rebate', cash, { startsAt: now + DAY, endsAt: now + 2 * DAY }));
    const ended = await promotionById(t.app.db, await insertPromotion(t.app.db, 'rebate', cash, { startsAt: now - 3 * DAY, endsAt: now - DAY }));
    const stopped = await promotionById(t.app.db, await insertPromotion(t.app.db, 'rebate', cash, { status: 'ended' }));
    const draftId = await insertPromotion(t.app.db, 'rebate', cash, { status: 'draft' });
    expect(() => assertRunning(running, now)).not.toThrow();
    expect(() => assertRunning(coming, now)).toThrow(expect.objectContaining({ code: 'PROMOTION_NOT_STARTED' }));
    expect(() => assertRunning(ended, now)).toThrow(expect.objectContaining({ code: 'PROMOTION_ENDED' }));
    expect(() => assertRunning(stopped, now)).toThrow(expect.objectContaining({ code: 'PROMOTION_ENDED' }));
    await expect(publishedPromotion(t.app.db, draftId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(promotionById(t.app.db, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const visible = (await visiblePromotions(t.app.db, now)).map((p) => p.id);
    expect(visible).toEqual(expect.arrayContaining([running.id, coming.id, ended.id, stopped.id]));
    expect(visible).not.toContain(draftId);
    const longAgo = await insertPromotion(t.app.db, 'rebate', cash, { startsAt: now - 30 * DAY, endsAt: now - 10 * DAY });
    expect((await visiblePromotions(t.app.db, now)).map((p) => p.id)).not.toContain(longAgo);
  });
});
