import { join } from 'node:path';

/** The domain folders of src/server, lowest layer first (decision 019). */
const DOMAINS = ['system', 'ledger', 'content', 'members', 'auth', 'games', 'promotions', 'providers', 'cashier', 'agents', 'loyalty', 'lottery', 'sportsbook', 'support', 'backoffice'].join('|');

/**
 * Import boundaries that fail `npm run check` (decisions 017 and 019).
 * Paths are relative to the folder that is cruised from (the repository root in the check).
 * .astro files are not read: dependency-cruiser has no Astro parser, so only .ts/.tsx/.js are cruised.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files under src may not import each other in a loop, type imports included: move the shared piece below both.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-client-to-server',
      severity: 'error',
      comment: 'Islands and src/lib run in the browser: they may never import src/server. Share types through src/lib/types.',
      from: { path: '^src/(islands|lib)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-domain-internals',
      severity: 'error',
      comment:
        "A domain's files are its own: code in another folder of src/server imports a domain only through its index.ts (decision 019).",
      from: { path: '^src/server/([^/]+)/' },
      to: { path: `^src/server/(${DOMAINS})/`, pathNot: ['^src/server/$1/', '^src/server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-domain-internals-from-outside',
      severity: 'error',
      comment: 'Loose src/server files and the rest of src import a domain only through its index.ts (decision 019).',
      from: { path: '^src/', pathNot: '^src/server/[^/]+/' },
      to: { path: `^src/server/(${DOMAINS})/`, pathNot: '^src/server/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-src-to-tests',
      severity: 'error',
      comment: 'Application code never imports tests or their fixtures; what both need lives in src (e.g. src/server/db/factories).',
      from: { path: '^src/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    // Absolute, so the same rules also run from tests/fixtures/boundaries (tests/unit/boundaries.test.ts).
    tsConfig: { fileName: join(import.meta.dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
