import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptContract, offerContract } from '#server/agents/index.ts';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { moveMember } from '#server/agents/tree.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('downline tree on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  /** The closure table as [ancestor, descendant, depth] rows, rebuilt from upline_id for comparison. */
  async function closureMatchesUplines(): Promise<void> {
    const members = await t.app.db.selectFrom('members').select(['id', 'upline_id']).execute();
    const parent = new Map(members.map((m) => [Number(m.id), m.upline_id === null ? null : Number(m.upline_id)]));
    const expected: string[] = [];
    for (const m of members) {
      let depth = 0;
      for (let cur: number | null = Number(m.id); cur !== null; cur = parent.get(cur) ?? null, depth++) expected.push(`${cur}>${m.id}@${depth}`);
    }
    const rows = await t.app.db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).execute();
    expect(rows.map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`).sort()).toEqual(expected.sort());
  }

  beforeAll(async () => {
    t = await testApp(dialect);
    const make = async (name: string, isAgent: number, upline: string | null) => {
      ids[name] = await quickMember(t.app.db, { isAgent, uplineId: upline ? (ids[upline] ?? null) : null, createdAt: Date.now() - 86_400_000 });
    };
    await make('top', 1, null);
    await make('a', 2, 'top');
    await make('b', 41, 'a');
    await make('c', 42, 'b');
    await make('p', 0, 'c');
    await make('x', 2, 'top');
    await make('y', 41, 'x');
  });
  afterAll(() => t.close());

  it('moves a whole subtree in one step and keeps the closure table exact', async () => {
    await moveMember(t.app.db, ids['b'] as number, ids['y'] as number);
    await closureMatchesUplines();
    const depth = await t.app.db.selectFrom('member_tree').select('depth').where('ancestor_id', '=', ids['x'] as number).where('descendant_id', '=', ids['p'] as number).executeTakeFirstOrThrow();
    expect(depth.depth).toBe(4);
    expect(await t.app.db.selectFrom('member_tree').select('depth').where('ancestor_id', '=', ids['a'] as number).where('descendant_id', '=', ids['p'] as number).executeTakeFirst()).toBeUndefined();
    await moveMember(t.app.db, ids['b'] as number, ids['a'] as number);
    await closureMatchesUplines();
    await moveMember(t.app.db, ids['x'] as number, null);
    await closureMatchesUplines();
    await moveMember(t.app.db, ids['x'] as number, ids['top'] as number);
    await closureMatchesUplines();
  });

  it('refuses a move under the member itself or its own downline, changing nothing', async () => {
    await expect(moveMember(t.app.db, ids['a'] as number, ids['c'] as number)).rejects.toMatchObject({ code: 'INVALID_MOVE' });
    await expect(moveMember(t.app.db, ids['a'] as number, ids['a'] as number)).rejects.toMatchObject({ code: 'INVALID_MOVE' });
    await expect(moveMember(t.app.db, ids['a'] as number, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await closureMatchesUplines();
  });

  it('ends the moved member’s contracts with its old upline, and what hung on them', async () => {
    const agents = await getSetting(t.app.db, 'agents');
    await setSetting(t.app.db, 'agents', { ...agents, topRates: { ...agents.topRates, daily_wage: { tiers: [{ minDailyBet: 0, rate: 100 }] } } });
    const give = async (up: string, down: string, rate: number) => {
      const c = await offerContract(t.app.db, { uplineId: ids[up] as number, downlineId: ids[down] as number, kind: 'daily_wage', terms: { tiers: [{ minDailyBet: 0, rate }] } });
      await acceptContract(t.app.db, { agentId: ids[down] as number, contractId: c.id, confirm: false });
      return c.id;
    };
    const ab = await give('top', 'a', 80);
    const bc = await give('a', 'b', 60);
    const cd = await give('b', 'c', 40);
    await moveMember(t.app.db, ids['b'] as number, ids['x'] as number);
    const status = async (id: number) => (await t.app.db.selectFrom('agent_contracts').select(['status', 'end_reason']).where('id', '=', id).executeTakeFirstOrThrow());
    expect(await status(ab)).toEqual({ status: 'active', end_reason: null });
    expect(await status(bc)).toEqual({ status: 'terminated', end_reason: 'moved' });
    expect(await status(cd)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    await moveMember(t.app.db, ids['b'] as number, ids['a'] as number);
  });

  it('creates a direct downline with a one-time initial password of its own, or a chosen one', async () => {
    const token = await sessionToken(t.app.db, ids['a'] as number);
    const post = (body: unknown) => t.request('/wps/agent/team/members', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const res = await post({ account: 'newplayer1', nickname: 'Newbie' });
    const body = (await res.json()) as { value: { id: number; passwordIsDefault: boolean; initialPassword: string } };
    expect(res.status).toBe(200);
    expect(body.value.passwordIsDefault).toBe(true);
    const row = await t.app.db.selectFrom('members').selectAll().where('id', '=', body.value.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ upline_id: ids['a'], password_is_default: 1, is_agent: 0, nickname: 'Newbie' });
    expect(await verifyPassword(row.password_hash, body.value.initialPassword)).toBe(true);
    expect(await verifyPassword(row.password_hash, (await getSetting(t.app.db, 'auth')).defaultInitialPassword)).toBe(false);
    const tree = await t.app.db.selectFrom('member_tree').select('depth').where('ancestor_id', '=', ids['top'] as number).where('descendant_id', '=', body.value.id).executeTakeFirstOrThrow();
    expect(tree.depth).toBe(2);

    const agent = await post({ account: 'subagent01', password: 'Tiger#Lily77', isAgent: 2 });
    expect(agent.status).toBe(200);
    const made = await t.app.db.selectFrom('members').selectAll().where('account_key', '=', 'subagent01').executeTakeFirstOrThrow();
    expect(made).toMatchObject({ is_agent: 2, password_is_default: 0 });
    expect(made.affiliate_code).toMatch(/^[A-Z0-9]{8}$/);

    expect(((await (await post({ account: 'newplayer1' })).json()) as { code: string }).code).toBe('ACCOUNT_EXISTS');
    expect(((await (await post({ account: 'NEWPLAYER1' })).json()) as { code: string }).code).toBe('ACCOUNT_EXISTS');
    expect(((await (await post({ account: 'x' })).json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    expect(((await (await post({ account: 'weakpass1', password: '123456' })).json()) as { code: string }).code).toBe('WEAK_PASSWORD');
    expect(((await (await post({ account: 'badtype01', isAgent: 4 })).json()) as { code: string }).code).toBe('VALIDATION_ERROR');

    const switches = await getSetting(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...switches, directRegister: false });
    expect(((await (await post({ account: 'blocked01' })).json()) as { code: string }).code).toBe('FEATURE_DISABLED');
    await setSetting(t.app.db, 'switches', switches);
  });

  it('gives the affiliate code and registration link with a QR code', async () => {
    const token = await sessionToken(t.app.db, ids['a'] as number);
    const res = await t.request('/wps/agent/affiliate/link', { headers: { token } });
    const body = (await res.json()) as { value: { code: string; url: string; qr: string } };
    expect(body.value.url).toBe(`http://localhost/register?affiliateCode=${body.value.code}`);
    expect(body.value.qr).toContain('<svg');
    const check = await t.request(`/wps/agent/affiliate?code=${body.value.code}`);
    expect(((await check.json()) as { value: { valid: boolean } }).value.valid).toBe(true);
  });
});
