import './scripts/require-node.mjs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The e2e server runs the built site on a database of its own, created fresh for each run. */
const PORT = Number(process.env['E2E_PORT'] ?? 4391);
const DATA_DIR = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'meridian-e2e-'));
process.env['E2E_DATA_DIR'] = DATA_DIR;

const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  /** Some tests switch the whole site into maintenance; one worker keeps them from surprising the others. */
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    // `npm run serve`'s own command, run without npm in between so stopping it stops the server.
    command: (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve,
    url: `http://127.0.0.1:${PORT}/wps/system/whitelabel`,
    // Every test's new accounts come from this one address: as many as the suite opens.
    // CHECK_CONTRACTS: every JSON answer is checked against its contract (src/server/http/contract-route.ts).
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', REGISTRATIONS_PER_IP_HOUR: '500', CHECK_CONTRACTS: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
