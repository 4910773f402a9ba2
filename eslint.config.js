import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

/** Islands and src/lib run in the browser: they may never import server code. */
const serverImport = {
  group: ['#server/*', '**/server/**', '../server/*'],
  message: 'Islands and src/lib must not import src/server (DESIGN.md). Share types through src/lib/types.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'data/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/islands/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    files: ['src/server/main.ts', 'src/server/admin/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
