/**
 * Contract state changes under parallel requests (docs/decisions/014): every change of a
 * contract's state is a guarded update in one transaction, so racing sides leave exactly one
 * consistent state — never an agent without an active contract because an accepted offer was
 * withdrawn over it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptContract, answerTermination, cancelTermination, offerContract, rejectContract, requestTermination, withdrawOffer } from '#server/agents/index.ts';
import { quickMember } from '#server/agents/seed-data.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const daily = (rate: number) => ({ tiers: [{ minDailyBet: 0, rate }] });
const PAIRS = 24;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('contract races on %s', (dialect) => {
  let t: TestApp;
  let top = 0;
  beforeAll(async () => {
    t = await testApp(dialect);
    top = await quickMember(t.app.db, { isAgent: 1 });
    const agents = await getSetting(t.app.db, 'agents');
    await setSetting(t.app.db, 'agents', { ...agents, topRates: { ...agents.topRates, daily_wage: daily(150) } });
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) => (await t.app.db.selectFrom('agent_contracts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const activeOf = async (agentId: number) => t.app.db.selectFrom('agent_contracts').select(['id', 'status']).where('downline_id', '=', agentId).where('kind', '=', 'daily_wage').where('status', '=', 'active').execute();
  const settle = <T>(p: Promise<T>) => p.then(() => 'ok' as const, (err: { code?: string }) => err.code ?? 'error');

  /** A downline agent holding an active contract and a new offer from its upline. */
  async function agentWithOffer() {
    const agent = await quickMember(t.app.db, { isAgent: 2, uplineId: top });
    const first = await offerContract(t.app.db, { uplineId: top, downlineId: agent, kind: 'daily_wage', terms: daily(60) });
    await acceptContract(t.app.db, { agentId: agent, contractId: first.id, confirm: false });
    const offer = await offerContract(t.app.db, { uplineId: top, downlineId: agent, kind: 'daily_wage', terms: daily(80) });
    return { agent, old: first.id, offer: offer.id };
  }

  it(`accept against withdraw and reject (${PAIRS} agents at once): one side wins, the agent keeps exactly one active contract`, async () => {
    const setups = await Promise.all(Array.from({ length: PAIRS }, () => agentWithOffer()));
    const results = await Promise.all(
      setups.map(async (s, i) => {
        // The other side starts a little later for each pair, so some land inside the acceptance's transaction.
        const other = pause(i % 12).then(() => (i % 2 ? settle(withdrawOffer(t.app.db, top, s.offer)) : settle(rejectContract(t.app.db, s.agent, s.offer))));
        const [accepted, ended] = await Promise.all([settle(acceptContract(t.app.db, { agentId: s.agent, contractId: s.offer, confirm: false })), other]);
        return { ...s, accepted, ended };
      }),
    );
    for (const r of results) {
      expect([r.accepted, r.ended].filter((x) => x === 'ok'), JSON.stringify(r)).toHaveLength(1);
      expect([r.accepted, r.ended].filter((x) => x !== 'ok')).toEqual(['CONTRACT_STATE']);
      const active = await activeOf(r.agent);
      expect(active).toHaveLength(1);
      if (r.accepted === 'ok') {
        expect(active[0]?.id).toBe(r.offer);
        expect(await statusOf(r.old)).toBe('superseded');
      } else {
        expect(active[0]?.id).toBe(r.old);
        expect(['withdrawn', 'rejected']).toContain(await statusOf(r.offer));
      }
    }
  });

  it('30 parallel accepts of one offer: one succeeds, the rest answer CONTRACT_STATE', async () => {
    const s = await agentWithOffer();
    const results = await Promise.all(Array.from({ length: 30 }, () => settle(acceptContract(t.app.db, { agentId: s.agent, contractId: s.offer, confirm: false }))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'CONTRACT_STATE')).toBe(true);
    expect((await activeOf(s.agent)).map((c) => c.id)).toEqual([s.offer]);
  });

  it('a termination request answered, cancelled and refused at once ends in one consistent state', async () => {
    const s = await agentWithOffer();
    await acceptContract(t.app.db, { agentId: s.agent, contractId: s.offer, confirm: false });
    await requestTermination(t.app.db, s.agent, s.offer);
    const results = await Promise.all([
      settle(answerTermination(t.app.db, top, s.offer, true)),
      settle(cancelTermination(t.app.db, s.agent, s.offer)),
      settle(answerTermination(t.app.db, top, s.offer, false)),
      settle(requestTermination(t.app.db, s.agent, s.offer)),
    ]);
    expect(results.filter((r) => r !== 'ok' && r !== 'CONTRACT_STATE')).toEqual([]);
    const row = await t.app.db.selectFrom('agent_contracts').selectAll().where('id', '=', s.offer).executeTakeFirstOrThrow();
    if (row.status === 'terminated') expect(results[0]).toBe('ok');
    else {
      expect(row.status).toBe('active');
      expect(results[0]).toBe('CONTRACT_STATE');
    }
    // A terminated contract never carries a pending request; an active one at most the agent's own.
    if (row.status === 'terminated') expect(row.termination_requested_by).toBeNull();
    else expect([null, s.agent]).toContain(row.termination_requested_by === null ? null : Number(row.termination_requested_by));
  });
});
