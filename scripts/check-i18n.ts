/**
 * Fails when a language lacks a key the default language has (or has one it does not), when a
 * key is used in the code but missing, when two namespaces define the same key, or when an error
 * code the server can answer has no wording (errors.<CODE>).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_LANGUAGES } from '../src/lib/i18n/languages.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const LOCALES = join(ROOT, 'locales');
const DEFAULT = 'bn';
const problems: string[] = [];

function load(lang: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}/${file}: "${key}" is empty or not text`);
      if (keys.has(key)) problems.push(`${lang}: "${key}" is defined in both ${keys.get(key)} and ${file}`);
      keys.set(key, file);
    }
  }
  return keys;
}

const languages = readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// The API's language parameter accepts the list in src/lib/i18n/languages.ts: it must name the folders.
const declared: readonly string[] = SITE_LANGUAGES;
if ([...declared].sort().join() !== [...languages].sort().join()) problems.push(`SITE_LANGUAGES (${declared.join(', ')}) must list the folders under locales/ (${languages.join(', ')})`);
const reference = load(DEFAULT);
for (const lang of languages.filter((l) => l !== DEFAULT)) {
  const keys = load(lang);
  for (const [key, file] of reference) {
    if (!keys.has(key)) problems.push(`${lang}: missing "${key}" (in ${DEFAULT}/${file})`);
    else if (keys.get(key) !== file) problems.push(`${lang}: "${key}" is in ${keys.get(key)}, but in ${file} for ${DEFAULT}`);
  }
  for (const key of keys.keys()) if (!reference.has(key)) problems.push(`${lang}: "${key}" does not exist in ${DEFAULT}`);
}

/** Literal keys passed to t('…') in the code; keys built at run time are checked by the tests that render them. */
function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(tsx?|astro)$/.test(entry.name)) yield path;
  }
}
const plural = (key: string) => reference.has(key) || reference.has(`${key}_one`) || reference.has(`${key}_other`);
for (const file of sources(join(ROOT, 'src'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
    const key = m[1] ?? '';
    if (!plural(key)) problems.push(`${file.slice(ROOT.length)}: uses "${key}", which ${DEFAULT} does not define`);
  }
}

for (const file of sources(join(ROOT, 'src/server'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/\bcode = '([A-Z0-9_]+)'/g)) {
    if (!reference.has(`errors.${m[1]}`)) problems.push(`${file.slice(ROOT.length)}: error code ${m[1]} has no "errors.${m[1]}" wording`);
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${reference.size} keys complete in ${languages.join(', ')}`);
