/**
 * npm run bench: builds nothing, starts the built site on a fresh database and measures. Figures
 * are printed and written into docs/benchmarks.md between the markers of each section.
 */
import '../../scripts/require-node.mjs';
import { cpus, loadavg } from 'node:os';
import { benchAgentReports } from './agent-reports.ts';
import { benchAgentTable } from './agent-table.ts';
import { benchBackofficeReports } from './backoffice-reports.ts';
import { balanceLoad, betSettleLoad, type LoadRow, lobbyLoad } from './api.ts';
import { prepareDatabase } from './fixture.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchPromotionSettle } from './promotion-settle.ts';
import { benchLotterySettle } from './lottery-settle.ts';
import { benchVipRanks } from './vip-ranks.ts';
import { benchLotteryPlace } from './lottery-place.ts';
import { benchSportsPlace, benchSportsPlaceInProcess } from './sports-place.ts';
import { benchLotteryHistory } from './lottery-history.ts';
import { benchSportsEvents } from './sports-events.ts';
import { benchSportsStream } from './sports-stream.ts';
import { benchChatStream, chatSection } from './chat-stream.ts';
import { benchSportsSettle } from './sports-settle.ts';
import { loginThroughput } from './login.ts';
import { startServer } from './server.ts';
import { writeSection } from './report.ts';

const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;

if (wants('lighthouse')) {
  const server = await startServer(4399);
  try {
    const rows = await runLighthouse(server.url);
    console.table(rows);
    writeSection(
      'lighthouse',
      [
        `Measured ${machine}; Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium, built site served by \`npm start\`'s server.`,
        '',
        '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows.map((r) => `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsGzipKb} |`),
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}

function loadTable(rows: LoadRow[]): string {
  return [
    '| what | requests/s | units/s | p50 ms | p99 ms | errors | peak RSS MB | server CPU µs per unit |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.unitPerSecond ?? ''} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rssMb ?? ''} | ${r.cpuPerUnitUs ?? ''} |`),
  ].join('\n');
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('api') && !wants(`api:${dialect}`)) continue;
  const db = await prepareDatabase(dialect);
  const started = performance.now();
  const server = await startServer(dialect === 'sqlite' ? 4398 : 4397, { ...db.env, SEED_DEMO: 'false' });
  const readyMs = Math.round(performance.now() - started);
  try {
    const pid = server.process.pid ?? 0;
    const rows = [await balanceLoad(server.url, db.players, pid), await betSettleLoad(server.url, db.players, pid), await lobbyLoad(server.url, pid)];
    console.table(rows.map(({ name, requestsPerSecond, unitPerSecond, p50, p99, errors, rssMb, cpuPerUnitUs }) => ({ name, requestsPerSecond, unitPerSecond, p50, p99, errors, rssMb, cpuPerUnitUs })));
    writeSection(
      `api-${dialect}`,
      [
        `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL 15 (local, default settings)'}; measured ${machine}; 50 connections, 10 s each, autocannon on the same machine; server started in ${readyMs} ms on a prepared database (demo seed + 50 funded members + 5,000 games).`,
        '',
        loadTable(rows),
      ].join('\n'),
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

if (wants('login')) {
  const rows = await loginThroughput();
  console.table(rows);
  writeSection('login', [`Measured ${machine}; in-process through the API (encrypted payload, slider, argon2id m=19 MiB t=2 p=1).`, '', '| concurrency | logins/s | p50 ms | p99 ms |', '|---|---|---|---|', ...rows.map((r) => `| ${r.concurrency} | ${r.perSecond} | ${r.p50} | ${r.p99} |`)].join('\n'));
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('agents') && !wants(`agents:${dialect}`)) continue;
  const databaseUrl = dialect === 'postgres' ? (process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;
  const started = performance.now();
  const rows = await benchAgentReports({ databaseUrl });
  console.table(rows);
  writeSection(
    `agents-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; measured ${machine}; \`seed:large\` (10,000 members, 2,000,000 bets, 90 days) then 60 timed calls per report as the top agent through the API in process (session check, validation, query, JSON); whole run ${Math.round((performance.now() - started) / 1000)} s.`,
      '',
      '| report | p50 ms | p99 ms | CPU per call (p50) ms |',
      '|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.p50} | ${r.p99} | ${r.cpu50 ?? ''} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('backoffice') && !wants(`backoffice:${dialect}`)) continue;
  const databaseUrl = dialect === 'postgres' ? (process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;
  const load = loadavg()[0]?.toFixed(1);
  const started = performance.now();
  const rows = await benchBackofficeReports({ databaseUrl });
  console.table(rows);
  writeSection(
    `backoffice-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; measured ${machine}, load average ${load} at the start; \`seed:large\` (10,000 members, 2,000,000 bets, 90 days) then 30 timed calls per case as a staff analyst through the API in process (staff guard, validation, query, JSON); whole run ${Math.round((performance.now() - started) / 1000)} s. Target: ≤ 300 ms p50.`,
      '',
      '| case | p50 ms | p99 ms | CPU per call (p50) ms |',
      '|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.p50} | ${r.p99} | ${r.cpu50 ?? ''} |`),
    ].join('\n'),
  );
}

if (wants('agent-table')) {
  const load = loadavg()[0]?.toFixed(1);
  const rows = await benchAgentTable();
  console.table(rows);
  writeSection(
    'agent-table',
    [
      `Measured ${machine}, load average ${load} at the start; \`seed:large\` (10,000 members, 20,000 bets) on SQLite, built site, Playwright with Debian Chromium (headless, no GPU, 1280 × 800) logged in as the top agent. Team Management, whole team, "Rows per page" 10,000, 5 loads: render timed in the page from the response's last byte (resource timing) and from the choice to the painted frame that shows the rows; then the table's scroller moved top to bottom once per animation frame for 3 s.`,
      '',
      '| what | figure |',
      '|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.value} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('promotions') && !wants(`promotions:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, rollups } = await benchPromotionSettle(dialect);
  console.table(rows);
  writeSection(
    `promotions-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, on tmpfs)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; 10,000 members (VIP ranks 0–9) with yesterday's bets in ${rollups.toLocaleString('en')} hourly roll-ups, each job run once in process. Target: cashback and rebate of 10,000 players for a day ≤ 5 s on SQLite.`,
      '',
      '| settlement | ms | rewards |',
      '|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.ms} | ${r.rewards} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('vip') && !wants(`vip:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, rollups, deposits } = await benchVipRanks(dialect);
  console.table(rows);
  writeSection(
    `vip-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, on tmpfs)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; 100,000 members with ${rollups.toLocaleString('en')} hourly roll-ups over 100 days and ${deposits.toLocaleString('en')} credited deposits, each holding the rank its 90-day window reaches except one in a hundred (upgraded by the run, bonuses paid through the ledger). In process, no HTTP. Targets: full recompute ≤ 10 s for 100,000 members on SQLite; one member's progress ≤ 20 ms p99.`,
      '',
      '| what | figure |',
      '|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.value} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('lottery-place') && !wants(`lottery-place:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, readyMs } = await benchLotteryPlace(dialect);
  console.table(rows);
  writeSection(
    `lottery-place-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; \`npm run serve\`'s server (its jobs running) started in ${readyMs} ms on a prepared database (demo seed and lotteries, 50 funded members, one K3 draw open for the run); 50 connections, 10 s each, autocannon on the same machine, POST /wps/lottery/tickets with a new request id each time. Target: ≥ 1,000 tickets/s on SQLite.`,
      '',
      '| slip | slips/s | tickets/s | p50 ms | p99 ms | errors | peak RSS MB |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.slipsPerSecond} | ${r.ticketsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors}${r.refused ? ` (${r.refused})` : ''} | ${r.rssMb} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('lottery-settle') && !wants(`lottery-settle:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const rows = await benchLotterySettle(dialect);
  console.table(rows);
  writeSection(
    `lottery-settle-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, on tmpfs)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; one K3 draw with 100,000 tickets (half winners) placed through the house wallet, settled once in process by \`settleDraw\` (the job's code). Target: ≤ 10 s on SQLite.`,
      '',
      '| what | figure |',
      '|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.value} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('lottery-history') && !wants(`lottery-history:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, draws, concurrent } = await benchLotteryHistory(dialect);
  console.table(rows);
  writeSection(
    `lottery-history-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, on tmpfs)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; the demo seed plus the settings' whole history (60 days) of three lotteries, every draw settled with a result${dialect === 'postgres' ? ' (then ANALYZE, as autovacuum would after such an insert)' : ''}: ${Object.entries(draws).map(([code, n]) => `${code} ${n.toLocaleString('en')} draws`).join(', ')}. 400 timed calls per case one after another, in process through the API (route, validation, queries, JSON); then the whole mix with 20 calls in flight: ${concurrent.perSecond.toLocaleString('en')} calls/s, p50 ${concurrent.p50} ms, p99 ${concurrent.p99} ms from start to answer (queueing included). Target: p99 ≤ 20 ms.`,
      '',
      '| call | p50 ms | p99 ms |',
      '|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.p50} | ${r.p99} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('sports-place') && !wants(`sports-place:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, readyMs } = await benchSportsPlace(dialect);
  console.table(rows);
  const inProcess = dialect === 'sqlite' ? await benchSportsPlaceInProcess() : [];
  console.table(inProcess);
  writeSection(
    `sports-place-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; \`npm run serve\`'s server (its jobs running) started in ${readyMs} ms on a prepared database (demo seed, 50 funded members, twenty football events a day ahead); 50 connections, 10 s each, autocannon on the same machine, POST /wps/sports/bets with a new request id each time. Target: ≥ 1,000 bets/s on SQLite.`,
      '',
      '| slip | requests/s | bets/s | p50 ms | p99 ms | errors | peak RSS MB |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.betsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors}${r.refused ? ` (${r.refused})` : ''} | ${r.rssMb} |`),
      ...(inProcess.length
        ? [
            '',
            'The same slips in process without HTTP (`placeBets`, the 50 members at once, rounds until at least 2,000 bets each): wall time, and the CPU time of the one process (the ledger writer included).',
            '',
            '| slip | bets | wall ms | bets/s (wall) | CPU ms | CPU ms per bet | bets per CPU second |',
            '|---|---|---|---|---|---|---|',
            ...inProcess.map((r) => `| ${r.name} | ${r.bets} | ${r.wallMs} | ${Math.round((r.bets / r.wallMs) * 1000)} | ${r.cpuMs} | ${r.cpuMsPerBet} | ${r.betsPerCpuSecond} |`),
          ]
        : []),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('sports-events') && !wants(`sports-events:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const { rows, data, concurrent } = await benchSportsEvents(dialect);
  console.table(rows);
  writeSection(
    `sports-events-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, on tmpfs)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; the demo seed plus ${data.events.toLocaleString('en')} events over six days (${data.markets.toLocaleString('en')} markets, ${data.selections.toLocaleString('en')} selections) in ${data.competitions} competitions, ${data.hidden} of them hidden${dialect === 'postgres' ? ' (then ANALYZE)' : ''}. 400 timed calls per case one after another, in process through the API (route, validation, the list cache's check, queries on a miss, JSON); then the whole mix with ${concurrent.inFlight} calls in flight: ${concurrent.perSecond.toLocaleString('en')} calls/s, p50 ${concurrent.p50} ms, p99 ${concurrent.p99} ms from start to answer (queueing included). Target: the event list p99 ≤ 20 ms.`,
      '',
      '| call | p50 ms | p99 ms |',
      '|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.p50} | ${r.p99} |`),
    ].join('\n'),
  );
}

if (wants('sports-stream')) {
  const load = loadavg()[0]?.toFixed(1);
  const r = await benchSportsStream();
  console.table([r]);
  writeSection(
    'sports-stream',
    [
      `Measured ${machine}, load average ${load} at the start; one server process (the API only, SQLite on a fresh database) with ${r.live} simulated events in play, the feed's jobs every second (start, live, end) and each push stamped when the feed made it; ${r.connected} of ${r.clients} SSE clients connected to /wps/sports/stream from a second process on the same machine for ${r.seconds} s. Delay: receipt at each client − the push's stamp, over every \`odds\` and \`score\` push each client received. Targets: p99 ≤ 500 ms; peak RSS ≤ 300 MB; a live tick well under a second.`,
      '',
      '| what | figure |',
      '|---|---|',
      `| pushes made (whole run) | ${r.pushes.toLocaleString('en')} |`,
      `| pushes received by the clients while measured | ${r.received.toLocaleString('en')} |`,
      `| push to receipt p50 ms | ${r.p50} |`,
      `| push to receipt p99 ms | ${r.p99} |`,
      `| push to receipt max ms | ${r.max} |`,
      `| live job per tick p50 / p99 ms | ${r.tickP50} / ${r.tickP99} |`,
      `| server peak RSS MB | ${r.rssMb} |`,
      `| event-loop delay p99 ms: server / clients' process | ${r.serverLagP99} / ${r.clientLagP99} |`,
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('sports-settle') && !wants(`sports-settle:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const rows = await benchSportsSettle(dialect);
  console.table(rows);
  writeSection(
    `sports-settle-${dialect}`,
    [
      `${dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL (local)'}; measured ${machine}, load average ${load} at the start; one football event with 50,000 open bets (40,000 singles over its four markets, 10,000 doubles whose other leg is already resulted) placed through the house wallet, resulted by \`resultEvent\` and settled once in process by \`settleDueMarkets\` (the job's code). Target: ≤ 10 s on SQLite.`,
      '',
      '| what | figure |',
      '|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.value} |`),
    ].join('\n'),
  );
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!wants('chat') && !wants(`chat:${dialect}`)) continue;
  const load = loadavg()[0]?.toFixed(1);
  const r = await benchChatStream({ dialect });
  console.log(r);
  writeSection(`chat-${dialect}`, chatSection(r, machine, load));
}
