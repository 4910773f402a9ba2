/**
 * Agent table benchmark (DESIGN "Numbers": agent table with 10,000 rows renders ≤ 200 ms and
 * scrolls without dropped frames, virtualised). Seeds a fresh SQLite database with seed:large
 * (10,000 members), starts the built site on it and opens Team Management in Chromium as the top
 * agent; picks the whole team and 10,000 rows per page, times the render (from the response's last
 * byte, and from the choice, to the painted frame with the rows), then scrolls the table from top
 * to bottom and counts the frames, with the same time standing still as a baseline.
 *
 *   node tests/load/agent-table.ts [--runs 5]
 */
import '../../scripts/require-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { dbTargetOf } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { sessionToken } from '#server/agents/seed-data.ts';
import { startServer } from './server.ts';

export interface Row {
  name: string;
  value: string;
}

const ROWS = 10_000;
const FRAME_MS = 1000 / 60;
const SCROLL_MS = 3000;
/** A fast flick: 3,000 px a second, a few rows new in each frame. */
const FLICK_PX = 9_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchAgentTable(runs = 5): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-agent-table-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const seeded = spawnSync(process.execPath, ['scripts/seed-large.ts', '--members', String(ROWS), '--bets', '20000'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seed:large failed');

  const handle = openDb(dbTargetOf(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir })));
  const top = (await handle.db.selectFrom('members').select('id').where('account_key', '=', 'agentone').executeTakeFirst()) ?? (await handle.db.selectFrom('members').select('id').where('account', 'like', 'bigboss%').executeTakeFirstOrThrow());
  const token = await sessionToken(handle.db, Number(top.id));
  await handle.close();

  const server = await startServer(4396, { DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(() => {
      sessionStorage.setItem('popupSeen', JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1)));
      performance.setResourceTimingBufferSize(10_000);
    });
    const page = await context.newPage();
    const afterData: number[] = [];
    const afterChoice: number[] = [];
    let received = 0;
    for (let run = 0; run < runs; run++) {
      await page.goto(`${server.url}/en/index?agentPage=agentTeamManagement`);
      const centre = page.getByRole('dialog', { name: 'Agent centre' });
      const whole = page.waitForResponse((r) => r.url().includes('/wps/agent/team/members?') && r.url().includes('scope=all'));
      await centre.getByLabel('Members', { exact: true }).selectOption('all');
      await whole;
      await centre.getByRole('region', { name: 'Team members' }).locator('tbody tr').first().waitFor();
      // In the page: the time of the choice, the last byte of the 10,000-row response, and the
      // painted frame once the table holds the long page (the bottom spacer row of the virtual list).
      await page.evaluate(() => {
        const w = window as unknown as { bench: { chose?: number; shown?: number } };
        w.bench = {};
        const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Rows per page')?.control as HTMLSelectElement;
        select.addEventListener('change', () => (w.bench.chose = performance.now()), { capture: true, once: true });
        const region = document.querySelector('[role=region][aria-label="Team members"]') as HTMLElement;
        const seen = new MutationObserver(() => {
          if (!region.querySelector('tbody tr[aria-hidden="true"]')) return;
          seen.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.bench.shown = performance.now())));
        });
        seen.observe(region, { childList: true, subtree: true });
      });
      const long = page.waitForResponse((r) => r.url().includes(`pageSize=${ROWS}`));
      await centre.getByLabel('Rows per page').selectOption(String(ROWS));
      received = ((await (await long).json()) as { value: { list: unknown[] } }).value.list.length;
      await page.waitForFunction(() => (window as unknown as { bench: { shown?: number } }).bench.shown !== undefined);
      const t = await page.evaluate((size) => {
        const { bench } = window as unknown as { bench: { chose: number; shown: number } };
        const entry = performance.getEntriesByType('resource').findLast((e) => e.name.includes(`pageSize=${size}`)) as PerformanceResourceTiming;
        return { afterData: bench.shown - entry.responseEnd, afterChoice: bench.shown - bench.chose };
      }, ROWS);
      afterData.push(t.afterData);
      afterChoice.push(t.afterChoice);
    }

    const idle = frames(await scrollTable(page, SCROLL_MS, 0));
    const flick = frames(await scrollTable(page, SCROLL_MS, FLICK_PX));
    const scroll = await scrollTable(page, SCROLL_MS, null);
    const moving = frames(scroll);

    return [
      { name: 'rows in the response', value: received.toLocaleString('en') },
      { name: `render after the data arrived, p50 of ${runs} (max)`, value: `${round(median(afterData))} ms (${round(Math.max(...afterData))})` },
      { name: `choice to rows shown, with the API call, p50 of ${runs} (max)`, value: `${round(median(afterChoice))} ms (${round(Math.max(...afterChoice))})` },
      { name: `scroll ${FLICK_PX.toLocaleString('en')} px in ${SCROLL_MS / 1000} s (a fast flick): frames, dropped, p95`, value: `${flick.count}, ${flick.dropped}, ${flick.p95} ms` },
      { name: `scroll top to bottom (${Math.round(scroll.end / 1000)}k px) in ${SCROLL_MS / 1000} s: frames`, value: String(moving.count) },
      { name: 'scroll: frame time p95 / max', value: `${moving.p95} ms / ${moving.max} ms` },
      { name: `scroll: dropped frames (interval > ${round(1.5 * FRAME_MS)} ms)`, value: String(moving.dropped) },
      { name: `same ${SCROLL_MS / 1000} s without scrolling (baseline): frames, dropped`, value: `${idle.count}, ${idle.dropped}` },
      { name: 'table rows in the page while scrolling (max)', value: String(scroll.domRows) },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Frame count, p95 and longest frame interval (ms), and the intervals over 1.5 frames (a frame dropped). */
function frames({ intervals }: { intervals: number[] }) {
  const sorted = [...intervals].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1] ?? 0;
  return { count: intervals.length, p95: round(p95), max: round(sorted.at(-1) ?? 0), dropped: intervals.filter((i) => i > 1.5 * FRAME_MS).length };
}

/** Scrolls the table's own scroller from the top by `distance` px (null: to the bottom) in `ms`, moving once per frame. */
function scrollTable(page: Page, ms: number, distance: number | null) {
  return page.evaluate(
    ([ms, distance]) => {
      const region = document.querySelector('[role=region][aria-label="Team members"]') as HTMLElement;
      region.scrollTop = 0;
      const end = distance ?? region.scrollHeight - region.clientHeight;
      const intervals: number[] = [];
      let domRows = 0;
      return new Promise<{ intervals: number[]; domRows: number; end: number }>((resolve) => {
        let start = 0;
        let last = 0;
        const step = (now: number) => {
          if (!start) start = now;
          else intervals.push(now - last);
          last = now;
          domRows = Math.max(domRows, region.querySelectorAll('tbody tr:not([aria-hidden])').length);
          if (now - start >= ms) return resolve({ intervals, domRows, end });
          region.scrollTop = (end * (now - start)) / ms;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    },
    [ms, distance] as const,
  );
}

if (import.meta.main) {
  const i = process.argv.indexOf('--runs');
  console.table(await benchAgentTable(i >= 0 ? Number(process.argv[i + 1]) : 5));
}
