import './scripts/require-node.mjs';

// The test process runs in a zone that is neither merchant zone the tests use (Asia/Dhaka,
// Europe/London), before anything reads the clock: no code may lean on the machine's zone.
process.env['TZ'] = 'America/Sao_Paulo';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'America/Sao_Paulo' },
    setupFiles: ['tests/fixtures/no-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
