import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeposit, quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { csvRows } from '../fixtures/csv.ts';
import { fundMember } from '../fixtures/factories.ts';
import { signedIn } from '../fixtures/member.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

/** 2026-11-20 20:30:05 UTC is 2026-11-21 02:30:05 in Dhaka (UTC+6) and 20:30:05 in London (GMT in November). */
const LATE_EVENING_UTC = Date.UTC(2026, 10, 20, 20, 30, 5);

/**
 * The merchant zones the downloads are written in: a zone with one offset all year is named by
 * it, one with daylight saving by its name (its rows may lie on both sides of a clock change).
 */
const ZONES = [
  { zone: 'Asia/Dhaka', label: 'UTC+06:00', first: '2026-11-21 02:30:05', second: '2026-11-21 02:31:05' },
  { zone: 'Europe/London', label: 'Europe/London', first: '2026-11-20 20:30:05', second: '2026-11-20 20:31:05' },
];

describe.each(DIALECTS.flatMap((d) => ZONES.map((z) => ({ dialect: d, ...z }))))('CSV downloads for people on $dialect in $zone', ({ dialect, zone, label, first, second }) => {
  let t: TestApp;
  let agentId = 0;
  let playerId = 0;
  let token = '';
  const range = `from=${Date.UTC(2026, 10, 19)}&to=${Date.UTC(2026, 10, 23)}`;
  const download = async (path: string, language?: string) => {
    const res = await t.request(path, { headers: { token, ...(language ? { 'x-language': language } : {}) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return csvRows(res);
  };

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await setSetting(t.app.db, 'whitelabel', { ...(await getSetting(t.app.db, 'whitelabel')), timeZone: zone });
    agentId = await quickMember(t.app.db, { isAgent: 2, createdAt: LATE_EVENING_UTC - 86_400_000 });
    playerId = await quickMember(t.app.db, { uplineId: agentId, account: 'csvplayer01', createdAt: LATE_EVENING_UTC });
    token = await sessionToken(t.app.db, agentId);
    await insertDeposit(t.app.db, { memberId: playerId, amount: 123_450, createdAt: LATE_EVENING_UTC });
    await insertDeposit(t.app.db, { memberId: playerId, amount: 100_000_000, createdAt: LATE_EVENING_UTC + 60_000 });
  });
  afterAll(() => t.close());

  it('writes money in currency units with the currency, times on the merchant’s clock, headers in English', async () => {
    const [header, ...rows] = await download(`/wps/agent/team/transactions?${range}&format=csv&type=deposit`, 'en');
    expect(header).toEqual(['Type', 'ID', 'Username', 'Counterparty', 'Amount (BDT)', 'Fee (BDT)', 'Status', `Created (${label})`, `Decided (${label})`]);
    const small = rows.find((r) => r[4] === '1,234.50');
    expect(small).toBeDefined();
    expect(small?.[5]).toBe('0.00');
    expect(small?.[7]).toBe(first);
    expect(rows.some((r) => r[4] === '1,000,000.00' && r[7] === second)).toBe(true);
    const members = await download(`/wps/agent/team/members?format=csv&scope=direct`, 'en');
    expect(members[0]).toContain('Balance (BDT)');
    expect(members[0]).toContain(`Registered (${label})`);
    const player = members.find((r) => r[1] === 'csvplayer01');
    expect(player?.[members[0]?.indexOf('Balance (BDT)') ?? -1]).toBe('0.00');
    expect(player?.[members[0]?.indexOf(`Registered (${label})`) ?? -1]).toBe(first);
  });

  it('writes the headers in Bengali for a Bengali page (the default), from the header or the language parameter', async () => {
    const viaHeader = await download(`/wps/agent/team/transactions?${range}&format=csv`, 'bn');
    const viaParameter = await download(`/wps/agent/team/transactions?${range}&format=csv&language=bn`);
    const byDefault = await download(`/wps/agent/team/transactions?${range}&format=csv`);
    expect(viaHeader[0]).toEqual(['ধরন', 'আইডি', 'ব্যবহারকারীর নাম', 'অপর পক্ষ', 'পরিমাণ (BDT)', 'ফি (BDT)', 'অবস্থা', `তৈরি (${label})`, `সিদ্ধান্ত (${label})`]);
    expect(viaParameter[0]).toEqual(viaHeader[0]);
    expect(byDefault[0]).toEqual(viaHeader[0]);
    const en = await download(`/wps/agent/team/transactions?${range}&format=csv&language=en`);
    expect(en[0]?.[0]).toBe('Type');
    // Figures stay in digits a spreadsheet reads, whatever the language.
    expect(viaHeader.some((r) => r[4] === '1,234.50')).toBe(true);
  });

  it('writes every agent report with translated headers and money in currency units', async () => {
    for (const path of ['/wps/agent/team/members?format=csv', `/wps/agent/team/betting?${range}&format=csv`, `/wps/agent/team/profit-loss?${range}&format=csv&activeOnly=false`, `/wps/agent/income?${range}&format=csv`, `/wps/agent/team/bets?${range}&memberId=${playerId}&format=csv`]) {
      for (const lang of ['en', 'bn']) {
        const [header = []] = await download(path, lang);
        expect(header.length, path).toBeGreaterThan(3);
        for (const h of header) expect(h, `${path} ${lang}`).not.toMatch(/^[a-z]+[A-Z]\w*$/);
        expect(header.some((h) => h.endsWith('(BDT)')), path).toBe(true);
      }
    }
    const pnl = await download(`/wps/agent/team/profit-loss?${range}&format=csv&activeOnly=false`, 'en');
    const deposits = pnl[0]?.indexOf('Deposits (BDT)') ?? -1;
    expect(pnl.find((r) => r[1] === 'csvplayer01')?.[deposits]).toBe('1,001,234.50');
  });

  it('follows the merchant’s currency setting, not a fixed one', async () => {
    const whitelabel = await getSetting(t.app.db, 'whitelabel');
    await setSetting(t.app.db, 'whitelabel', { ...whitelabel, currency: { code: 'USD', symbol: '$', minorUnits: 3 } });
    try {
      const [header = [], ...rows] = await download(`/wps/agent/team/transactions?${range}&format=csv&type=deposit`, 'en');
      expect(header[4]).toBe('Amount (USD)');
      expect(rows.some((r) => r[4] === '123.450')).toBe(true);
    } finally {
      await setSetting(t.app.db, 'whitelabel', whitelabel);
    }
  });

  it('writes the member’s account record the same way', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 123_450);
    const get = async (query: string) => {
      const res = await t.request(`/wps/cashier/records.csv?${query}`, { headers: { cookie: m.cookie, 'x-forwarded-for': m.ip } });
      expect(res.status).toBe(200);
      return csvRows(res);
    };
    const now = Date.now();
    const [enHeader = [], ...rows] = await get(`from=${now - 86_400_000}&to=${now + 60_000}&language=en`);
    expect(enHeader).toEqual(['ID', `Time (${label})`, 'Type', 'Amount (BDT)', 'Balance (BDT)', 'Reference']);
    expect(rows[0]?.[3]).toBe('1,234.50');
    // Kinds in words, not codes.
    expect(rows[0]?.[2]).toBe('Deposit');
    expect(rows[0]?.[4]).toBe('1,234.50');
    expect(rows[0]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [bnHeader = [], bnRow = []] = await get(`from=${now - 86_400_000}&to=${now + 60_000}&language=bn`);
    expect(bnRow[2]).toBe('ডিপোজিট');
    expect(bnHeader).toEqual(['আইডি', `সময় (${label})`, 'ধরন', 'পরিমাণ (BDT)', 'ব্যালান্স (BDT)', 'রেফারেন্স']);
  });

  it('answers the agent’s reports and the member’s account record alike: a named file to save, never kept by a cache', async () => {
    const m = await signedIn(t);
    const agentCsv = await t.request(`/wps/agent/team/members?format=csv`, { headers: { token } });
    const recordCsv = await t.request('/wps/cashier/records.csv', { headers: { cookie: m.cookie, 'x-forwarded-for': m.ip } });
    for (const [res, name] of [[agentCsv, 'team-members'], [recordCsv, 'account-record']] as const) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}.csv"`);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
