import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Json = { success: boolean; code?: string; value: Record<string, unknown> & { contracts?: unknown[] } } & Record<string, unknown>;

const daily = (...rates: [number, number][]) => ({ tiers: rates.map(([minDailyBet, rate]) => ({ minDailyBet, rate })) });

describe.each(DIALECTS)('agent centre access and contracts on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  async function call(who: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = {};
    if (who) headers['token'] = tokens[who] ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Json };
  }
  const offer = (who: string, downline: string, terms: unknown, kind = 'daily_wage') => call(who, 'POST', '/wps/agent/contracts', { downlineId: ids[downline], kind, terms });
  const contractOf = async (who: string, kind = 'daily_wage') => {
    const res = await call(who, 'GET', `/wps/agent/contracts?role=mine&kind=${kind}&status=active`);
    return (res.body.value['list'] as { id: number; terms: unknown }[])[0];
  };

  beforeAll(async () => {
    t = await testApp(dialect);
    const make = async (name: string, isAgent: number, upline: string | null) => {
      ids[name] = await quickMember(t.app.db, { isAgent, uplineId: upline ? (ids[upline] ?? null) : null });
      tokens[name] = await sessionToken(t.app.db, ids[name] as number);
    };
    await make('top', 1, null);
    await make('a2', 2, 'top');
    await make('a3', 41, 'a2');
    await make('a4', 42, 'a3');
    await make('player', 0, 'a4');
    await make('sibling', 2, 'top');
    await make('outsider', 1, null);
    await make('outsider2', 2, 'outsider');
    await make('trial', 4, null);
    await make('plain', 0, null);
    const agents = await getSetting(t.app.db, 'agents');
    await setSetting(t.app.db, 'agents', { ...agents, topRates: { ...agents.topRates, daily_wage: daily([0, 100], [1_000_000, 150]) } });
  });
  afterAll(() => t.close());

  it('lets only agents in: no session 401, trial 403 TRIAL_ACCOUNT, player 403 NOT_AGENT', async () => {
    expect((await call(null, 'GET', '/wps/agent/info')).status).toBe(401);
    const trial = await call('trial', 'GET', '/wps/agent/info');
    expect([trial.status, trial.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    const player = await call('plain', 'GET', '/wps/agent/team/overview');
    expect([player.status, player.body.code]).toEqual([403, 'NOT_AGENT']);
    const spec = await call('player', 'GET', '/wps/relay/MCS2_processDailySalContract');
    expect([spec.status, spec.body.code]).toEqual([403, 'NOT_AGENT']);
    const ok = await call('top', 'GET', '/wps/agent/info');
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ id: ids['top'], top: true, teamSize: { direct: 2, total: 5 } });
    expect(ok.body.value['pages']).toContain('agentDailyWages');
  });

  it('answers 404 for every member and contract outside the subtree, guessed ids included', async () => {
    const outsiderContract = await offer('outsider', 'outsider2', daily([0, 10]));
    expect(outsiderContract.status).toBe(200);
    const foreignId = outsiderContract.body.value['id'] as number;
    const maxId = Math.max(...Object.values(ids)) + 3;
    const mine = new Set(['a2', 'a3', 'a4', 'player', 'sibling'].map((k) => ids[k]));
    for (let guess = 1; guess <= maxId; guess++) {
      if (mine.has(guess)) continue;
      for (const path of [
        `/wps/agent/team/members/${guess}`,
        `/wps/agent/team/bets?memberId=${guess}`,
        `/wps/agent/team/overview?memberId=${guess}`,
        `/wps/agent/team/betting?memberId=${guess}`,
        `/wps/agent/team/profit-loss?memberId=${guess}`,
        `/wps/agent/team/transactions?memberId=${guess}`,
        `/wps/agent/team/members?memberId=${guess}`,
      ]) {
        const res = await call('a2', 'GET', path);
        // a2 itself is a valid root for the lists, never a member of its own team.
        if (guess === ids['a2'] && !path.includes('/members/') && !path.includes('/bets')) continue;
        expect([path, res.status, res.body.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    }
    for (const path of [`/wps/agent/contracts/${foreignId}`, `/wps/agent/contracts/${foreignId + 1000}`]) {
      expect((await call('top', 'GET', path)).status).toBe(404);
    }
    for (const action of ['accept', 'reject', 'withdraw', 'terminate', 'termination/accept']) {
      const res = await call('top', 'POST', `/wps/agent/contracts/${foreignId}/${action}`);
      expect([action, res.status, res.body.code]).toEqual([action, 404, 'NOT_FOUND']);
    }
    expect((await offer('top', 'outsider2', daily([0, 10]))).status).toBe(404);
    // The offer to outsider2 is untouched.
    expect((await call('outsider2', 'GET', `/wps/agent/contracts/${foreignId}`)).body.value['status']).toBe('offered');
  });

  it('offers only to direct downline agents, never above the own rate', async () => {
    expect((await offer('top', 'a3', daily([0, 50]))).body.code).toBe('NOT_DIRECT_DOWNLINE');
    const a2Team = await call('a2', 'POST', '/wps/agent/contracts', { downlineId: ids['player'], kind: 'daily_wage', terms: daily([0, 1]) });
    expect(a2Team.body.code).toBe('NOT_DIRECT_DOWNLINE');
    expect((await call('a4', 'POST', '/wps/agent/contracts', { downlineId: ids['player'], kind: 'daily_wage', terms: daily([0, 1]) })).body.code).toBe('TARGET_NOT_AGENT');
    expect((await offer('a2', 'a3', daily([0, 10]))).body.code).toBe('NO_OWN_CONTRACT');
    const above = await offer('top', 'a2', daily([0, 101]));
    expect([above.status, above.body.code]).toEqual([422, 'RATE_ABOVE_OWN']);
    // 150 bp only from 1,000,000 valid bet: 150 from 500,000 pays more than the house gives there.
    expect((await offer('top', 'a2', daily([500_000, 150]))).body.code).toBe('RATE_ABOVE_OWN');
    expect((await offer('top', 'a2', daily([2_000_000, 150]))).status).toBe(200);
    const bad = await offer('top', 'a2', { tiers: [{ minDailyBet: -1, rate: 10 }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await offer('top', 'a2', { tiers: [] })).body.code).toBe('VALIDATION_ERROR');
    expect((await offer('top', 'a2', daily([0, 10.5]))).body.code).toBe('VALIDATION_ERROR');
    expect((await call('top', 'POST', '/wps/agent/contracts', { downlineId: 'x', kind: 'nope' })).status).toBe(400);
  });

  it('replaces an open offer, lets the downline accept or reject and the upline withdraw', async () => {
    const first = await offer('top', 'a2', daily([0, 60]));
    const second = await offer('top', 'a2', daily([0, 70]));
    expect((await call('a2', 'GET', `/wps/agent/contracts/${first.body.value['id']}`)).body.value['status']).toBe('withdrawn');
    const rejected = await call('a2', 'POST', `/wps/agent/contracts/${second.body.value['id']}/reject`);
    expect(rejected.body.value['status']).toBe('rejected');
    expect((await call('a2', 'POST', `/wps/agent/contracts/${second.body.value['id']}/accept`)).body.code).toBe('CONTRACT_STATE');
    const third = await offer('top', 'a2', daily([0, 80]));
    expect((await call('top', 'POST', `/wps/agent/contracts/${third.body.value['id']}/accept`)).status).toBe(404);
    expect((await call('top', 'POST', `/wps/agent/contracts/${third.body.value['id']}/withdraw`)).body.value['status']).toBe('withdrawn');
    const fourth = await offer('top', 'a2', daily([0, 100]));
    const accepted = await call('a2', 'POST', `/wps/agent/contracts/${fourth.body.value['id']}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.value).toMatchObject({ contract: { status: 'active', headlineRate: 100 }, ended: [] });
    const info = await call('a2', 'GET', '/wps/agent/contracts/own');
    expect(info.body.value['daily_wage']).toMatchObject({ source: 'contract', terms: daily([0, 100]) });
  });

  it('accepting lower terms needs a confirmation naming the downline contracts, then ends them with what hangs below', async () => {
    const o3 = await offer('a2', 'a3', daily([0, 80]));
    expect((await call('a3', 'POST', `/wps/agent/contracts/${o3.body.value['id']}/accept`)).status).toBe(200);
    const o4 = await offer('a3', 'a4', daily([0, 60]));
    expect((await call('a4', 'POST', `/wps/agent/contracts/${o4.body.value['id']}/accept`)).status).toBe(200);
    const old2 = await contractOf('a2');

    const lower = await offer('top', 'a2', daily([0, 50]));
    const first = await call('a2', 'POST', `/wps/agent/contracts/${lower.body.value['id']}/accept`, {});
    expect([first.status, first.body.code]).toEqual([409, 'DOWNLINE_CONTRACTS_AFFECTED']);
    const named = (first.body['contracts'] as { id: number; cascade: boolean; downline: { id: number } }[]).map((c) => [c.id, c.downline.id, c.cascade]);
    expect(named).toEqual([
      [o3.body.value['id'], ids['a3'], false],
      [o4.body.value['id'], ids['a4'], true],
    ]);
    // Nothing changed yet.
    expect((await contractOf('a3'))?.id).toBe(o3.body.value['id']);

    const confirmed = await call('a2', 'POST', `/wps/agent/contracts/${lower.body.value['id']}/accept`, { confirm: true });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.value['ended'] as { id: number }[]).map((c) => c.id)).toEqual([o3.body.value['id'], o4.body.value['id']]);
    expect((await call('a2', 'GET', `/wps/agent/contracts/${old2?.id}`)).body.value).toMatchObject({ status: 'superseded' });
    expect((await call('a3', 'GET', `/wps/agent/contracts/${o3.body.value['id']}`)).body.value).toMatchObject({ status: 'terminated', endReason: 'rate_lowered' });
    expect((await call('a4', 'GET', `/wps/agent/contracts/${o4.body.value['id']}`)).body.value).toMatchObject({ status: 'terminated', endReason: 'cascade' });
    expect(await contractOf('a3')).toBeUndefined();
    // Equal or lower downline terms need no confirmation.
    const o3b = await offer('a2', 'a3', daily([0, 50]));
    expect((await call('a3', 'POST', `/wps/agent/contracts/${o3b.body.value['id']}/accept`)).status).toBe(200);
    const same = await offer('top', 'a2', daily([0, 50], [1_000_000, 60]));
    expect((await call('a2', 'POST', `/wps/agent/contracts/${same.body.value['id']}/accept`)).body.value['ended']).toEqual([]);
  });

  it('ends a contract when the other side accepts a termination request, or when both asked', async () => {
    const c3 = await contractOf('a3');
    const asked = await call('a3', 'POST', `/wps/agent/contracts/${c3?.id}/terminate`);
    expect(asked.body.value).toMatchObject({ status: 'active', terminationRequestedBy: ids['a3'] });
    expect((await call('a3', 'POST', `/wps/agent/contracts/${c3?.id}/terminate`)).body.code).toBe('CONTRACT_STATE');
    expect((await call('a3', 'POST', `/wps/agent/contracts/${c3?.id}/termination/accept`)).body.code).toBe('CONTRACT_STATE');
    expect((await call('a2', 'POST', `/wps/agent/contracts/${c3?.id}/termination/reject`)).body.value).toMatchObject({ status: 'active', terminationRequestedBy: null });
    await call('a2', 'POST', `/wps/agent/contracts/${c3?.id}/terminate`);
    expect((await call('a2', 'POST', `/wps/agent/contracts/${c3?.id}/termination/cancel`)).body.value).toMatchObject({ terminationRequestedBy: null });
    await call('a2', 'POST', `/wps/agent/contracts/${c3?.id}/terminate`);
    const ended = await call('a3', 'POST', `/wps/agent/contracts/${c3?.id}/termination/accept`);
    expect(ended.body.value).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    const c2 = await contractOf('a2');
    await call('a2', 'POST', `/wps/agent/contracts/${c2?.id}/terminate`);
    expect((await call('top', 'POST', `/wps/agent/contracts/${c2?.id}/terminate`)).body.value).toMatchObject({ status: 'terminated' });
    const own = await call('top', 'GET', '/wps/agent/contracts/own');
    expect(own.body.value['daily_wage']).toMatchObject({ source: 'house' });
  });

  it('lists contracts by role and keeps the team view to the subtree', async () => {
    const given = await call('top', 'GET', '/wps/agent/contracts?role=given&kind=daily_wage');
    expect((given.body.value['list'] as { upline: { id: number } }[]).every((c) => c.upline.id === ids['top'])).toBe(true);
    const team = await call('top', 'GET', '/wps/agent/contracts?role=team&pageSize=200');
    const downlines = new Set((team.body.value['list'] as { downline: { id: number } }[]).map((c) => c.downline.id));
    expect(downlines.has(ids['outsider2'] as number)).toBe(false);
    expect((await call('top', 'GET', `/wps/agent/contracts?memberId=${ids['outsider2']}`)).status).toBe(404);
  });

  it('turns each contract kind off with its switch', async () => {
    const switches = await getSetting(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...switches, dailyWages: false, hourlySalary: false });
    try {
      const res = await offer('top', 'a2', daily([0, 10]));
      expect([res.status, res.body.code]).toEqual([403, 'FEATURE_DISABLED']);
      expect((await call('top', 'GET', '/wps/relay/MCS2_processDailySalContract')).body.code).toBe('FEATURE_DISABLED');
      expect((await call('top', 'POST', '/wps/relay/MCS2_processContractHourSalary')).body.code).toBe('FEATURE_DISABLED');
      const info = await call('top', 'GET', '/wps/agent/info');
      expect(info.body.value['kinds']).toMatchObject({ daily_wage: false, hourly_wage: false, dividend: true });
      expect(info.body.value['pages']).not.toContain('agentDailyWages');
      expect((await call('top', 'GET', '/wps/relay/MCS2_processDividendReq')).status).toBe(200);
    } finally {
      await setSetting(t.app.db, 'switches', switches);
    }
  });

  it('serves the four spec pages with own terms, offers, given contracts and records', async () => {
    const o = await offer('top', 'a2', daily([0, 40]));
    const page = await call('a2', 'GET', '/wps/relay/MCS2_processDailySalContract?preset=prev30');
    expect(page.status).toBe(200);
    expect(page.body.value).toMatchObject({ kind: 'daily_wage', own: null, offers: [{ id: o.body.value['id'] }], current: null });
    const top = await call('top', 'GET', '/wps/relay/MCS2_processDailySalContract');
    expect(top.body.value).toMatchObject({ own: { source: 'house', headlineRate: 150 }, current: { validBet: 0, rate: 100, estimatedAmount: 0 } });
    const rt = await call('top', 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { preset: 'today', pageSize: 5 });
    expect(rt.body.value).toMatchObject({ kind: 'realtime_salary', current: null, records: { list: [], total: 0 } });
    expect((await call('top', 'POST', '/wps/relay/MCS2_processContractHourSalary', { pageSize: 'x' })).body.code).toBe('VALIDATION_ERROR');
    expect((await call('top', 'GET', '/wps/relay/MCS2_processDividendReq?from=10')).body.code).toBe('VALIDATION_ERROR');
  });
});
