import { expect, test } from '@playwright/test';

/** What the running site answers over HTTP, where the page server's globals are in place. */
test.describe('the served API', () => {
  test('the help centre answers in both languages', async ({ request }) => {
    for (const language of ['bn', 'en']) {
      const res = await request.get(`/wps/system/helpCenter?language=${language}`);
      expect(res.status(), language).toBe(200);
      const body = (await res.json()) as { value: { title: string; content: string }[] };
      expect(body.value.length).toBeGreaterThan(0);
      expect(body.value[0]?.content).toContain('<p>');
    }
  });

  test('a visitor trial game keeps answering once the settings cache has expired, and so does everyone else', async ({ request, baseURL }) => {
    const games = (await (await request.get('/wps/relay/GCSGAME_gameList?search=golden&language=en')).json()) as { value: { games: { gameId: number; code: string }[] } };
    const slot = games.value.games.find((g) => g.code === 'golden-meridian');
    expect(slot).toBeTruthy();
    const launch = await request.post('/wps/game/launchGame', { headers: { origin: baseURL ?? '' }, data: { gameId: slot?.gameId, language: 'en', trial: true } });
    expect(launch.status()).toBe(200);
    const url = ((await launch.json()) as { value: { game_url: string } }).value.game_url;
    const token = new URL(url, baseURL).searchParams.get('session') ?? '';
    await new Promise((r) => setTimeout(r, 1_500));
    const session = await request.get('/lgw/house/v1/session', { headers: { 'x-game-session': token }, timeout: 5_000 });
    expect(session.status()).toBe(200);
    const after = await request.get('/wps/system/whitelabel', { timeout: 5_000 });
    expect(after.status()).toBe(200);
  });
});
