import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../fixtures/demo/system.ts';
import { GAMES } from '../fixtures/demo/games.ts';
import { SETTINGS } from '#server/system/settings-schema.ts';

/**
 * The site promises only what the product does. Each promise below is refused while its feature
 * is missing, and allowed once the feature exists (the check says how it knows).
 */
const ROOT = join(import.meta.dirname, '../..');
const PLACES = ['locales', 'src/content', 'src/pages', 'src/server/db/demo', 'src/server/db/seed.ts'];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

const customerService = SETTINGS.customerService.parse(undefined);
const FEATURES = {
  /** A chat exists when customer service opens something other than the contact page. */
  liveChat: !customerService.chatUrl.startsWith('/policy/'),
  baccarat: GAMES.some((g) => /baccarat/i.test(`${g.code} ${g.engine}`)),
  /** An Android app exists when the Android resource is an app file, not a page. */
  androidApp: RESOURCES.some((r) => r.resource_type === 'ANDROID' && /\.apk$/i.test(r.url)),
  /** No promotion engine grants percentage bonuses on deposits yet. */
  percentBonus: false,
};

const PROMISES: { feature: keyof typeof FEATURES; pattern: RegExp }[] = [
  { feature: 'liveChat', pattern: /live chat|chat with us|chat button|লাইভ চ্যাট|চ্যাট করুন|চ্যাট বোতাম/i },
  { feature: 'baccarat', pattern: /baccarat|ব্যাকারাট|বাকারা/i },
  { feature: 'androidApp', pattern: /download for android|install the (meridian )?app|android app|app on android|\.apk\b|অ্যান্ড্রয়েডে অ্যাপ|অ্যাপ ইনস্টল|অ্যান্ড্রয়েডের জন্য ডাউনলোড/i },
  { feature: 'percentBonus', pattern: /[\d০-৯]+\s?%\s*(?:reload |deposit |welcome )?bonus|[\d০-৯]+\s?%\s*বোনাস/i },
];

describe('the copy promises only what the product does', () => {
  for (const { feature, pattern } of PROMISES) {
    it(`${feature}: ${FEATURES[feature] ? 'the feature exists' : 'no promise while the feature is missing'}`, () => {
      if (FEATURES[feature]) return;
      const found = PLACES.flatMap(files)
        .filter((f) => /\.(json|md|mdx|astro|ts)$/.test(f) && !f.endsWith('honest-copy.test.ts'))
        .flatMap((f) =>
          readFileSync(f, 'utf8')
            .split('\n')
            .map((line, i) => ({ where: `${relative(ROOT, f)}:${i + 1}`, line }))
            .filter(({ line }) => pattern.test(line)),
        )
        .map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`);
      expect(found).toEqual([]);
    });
  }
});
