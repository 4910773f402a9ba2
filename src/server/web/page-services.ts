import { resolveSession } from '#server/auth/index.ts';
import { listAnnouncements, popupAnnouncements } from '#server/content/index.ts';
import type { AppContext } from '#server/context.ts';
import { getMember, type MemberInfo, memberInfoOf } from '#server/members/index.ts';
import { favouriteGames, gameList, gameMenus, hotGames, recentGames, seamlessVendors, winners } from '#server/games/index.ts';
import { publishedLadder } from '#server/loyalty/index.ts';
import { lotteryByCode, lotteryGame, lotteryLobby, popularLotteries } from '#server/lottery/index.ts';
import { allLotteries, lotteryName, lotteryResults } from '#server/lottery/index.ts';
import { promotionCards, promotionDetail } from '#server/promotions/index.ts';
import { eventList, type EventQuery, eventPage, sportsMenu } from '#server/sportsbook/index.ts';
import { listResources, loadSettings } from '#server/system/index.ts';
import type { HomeData, ShellData } from '#lib/types/shell.ts';
import { publicOrigin } from './public-origin.ts';

/**
 * What Astro pages may ask of the server, bound to one running context and handed to pages as
 * `Astro.locals.services`, so pages never open their own database connection.
 */
export function createPageServices(app: AppContext) {
  const { db } = app;
  return {
    async shell(): Promise<ShellData> {
      const [settings, categories, resources] = await Promise.all([loadSettings(db), gameMenus(db), listResources(db)]);
      return {
        whitelabel: settings.whitelabel,
        switches: settings.switches,
        categories,
        resources: resources.map((r) => ({ ...r, qrCodeUrl: qrCodeUrl(r.resourceType) })),
        imageCDNs: settings.imageCDNs,
      };
    },
    notices: (q: Parameters<typeof listAnnouncements>[1]) => listAnnouncements(db, q),
    /** The merchant's IANA time zone, for times a page shows. */
    timeZone: async (): Promise<string> => (await loadSettings(db)).whitelabel.timeZone,
    /** The origin of the page's absolute links (canonical, hreflang): PUBLIC_URL, else the request's own. */
    origin: (url: URL, headers: Headers) => publicOrigin(app.config, { headers, tls: url.protocol === 'https:', fallbackHost: url.host }),
    /** The member of a session cookie, so pages rendered on demand show the logged-in header at once. */
    async member(token: string | undefined): Promise<MemberInfo | null> {
      const session = token ? await resolveSession(app, token) : null;
      return session ? memberInfoOf(db, await getMember(db, session.memberId)) : null;
    },
    /** The home page's announcement slots: banners with an image, the latest headline, promotions. */
    async home(locale: string): Promise<HomeData> {
      const now = Date.now();
      const [bulletins, headlines, promotions] = await Promise.all([
        listAnnouncements(db, { locale, types: ['B'], pageNo: 1, pageSize: 20 }),
        listAnnouncements(db, { locale, types: ['H'], pageNo: 1, pageSize: 1 }),
        promotionCards(app, locale, now),
      ]);
      return {
        banners: bulletins.list.filter((n) => n.imageUrl).slice(0, 5),
        headline: headlines.list[0] ?? null,
        promotions: promotions.filter((p) => p.status === 'published' && p.startsAt <= now && now < p.endsAt).slice(0, 6),
      };
    },
    popups: (locale: string) => popupAnnouncements(db, locale),
    /** The promotions page's cards in one language, from the in-memory list (decision 022): no database read per request. */
    promotions: (lang: string) => promotionCards(app, lang),
    /** One published promotion for /promoDetail, or null when there is none to show. */
    promotion: (id: number, lang: string) => promotionDetail(app, id, lang).catch((err: unknown) => {
      if ((err as { code?: string }).code === 'NOT_FOUND') return null;
      throw err;
    }),
    /** A lobby's first page of games, so the page arrives with its games (the island loads the rest). */
    games: (q: Parameters<typeof gameList>[1]) => gameList(db, q),
    hotGames: (lang: string, count: number, vendor?: string) => hotGames(db, lang, count, vendor),
    /** The vendors of the /seamless lobby: every one playing through the seamless wallet, the house's included. */
    seamlessVendors: () => seamlessVendors(db),
    /** A member's recently played games, rendered with the lobby so nothing moves when they arrive. */
    recentGames: (memberId: number, lang: string) => recentGames(db, memberId, lang),
    favouriteGames: (memberId: number, lang: string) => favouriteGames(db, memberId, lang),
    /** The week's biggest wins for the home page's strip (names masked, cached for 30 s). */
    winners: (lang: string, count: number) => winners(db, lang, count),
    /** The /vip page's rank cards: the published ladder and the merchant's currency its amounts are in. */
    async vipLadder() {
      const [published, settings] = await Promise.all([publishedLadder(db), loadSettings(db)]);
      return { ...published, currency: settings.whitelabel.currency };
    },
    /**
     * /lottery/results and /lottery/tickets: every lottery for the picker (in the lobby's order), the
     * asked one (the first when none is asked; null when the code is unknown) with its first page of
     * results, and the merchant's currency and time zone for amounts and times.
     */
    async lotteryHistory(code: string | null, lang: string, withResults: boolean) {
      const [lotteries, settings] = await Promise.all([allLotteries(db), loadSettings(db)]);
      const picked = code === null ? lotteries[0] : lotteries.find((l) => l.code === code);
      const lottery = picked ? { code: picked.code, name: lotteryName(picked, lang), format: picked.format, source: picked.source } : null;
      return {
        lotteries: lotteries.map((l) => ({ code: l.code, name: lotteryName(l, lang), format: l.format })),
        lottery,
        results: lottery && withResults ? await lotteryResults(db, lottery.code, { pageNo: 1, pageSize: 20 }) : null,
        currency: settings.whitelabel.currency,
        timeZone: settings.whitelabel.timeZone,
      };
    },
    /** The lottery lobby by group, the popular lotteries and the currency, so /lottery, /vnlottery, /seaLottery and /elott arrive with their cards. */
    async lotteryLobby(lang: string) {
      const [lobby, popular, settings] = await Promise.all([lotteryLobby(db, lang), popularLotteries(db, lang, 20), loadSettings(db)]);
      return { ...lobby, popular: popular.lotteries, currency: settings.whitelabel.currency };
    },
    /** The bet slip's and my bets' page data: the merchant's currency and time zone, and the sportsbook's stake limits for the slip's hints. */
    async sportsSlip() {
      const { whitelabel, sports } = await loadSettings(db);
      return { currency: whitelabel.currency, timeZone: whitelabel.timeZone, limits: { minStake: sports.minStake, maxStake: sports.maxStake, maxLegs: sports.maxLegs, slipMaxBets: sports.slipMaxBets, cashout: sports.cashout } };
    },
    /** One lottery's game (and rules) page data with its schedule and close offset, or null for an unknown game code. */
    async lotteryGame(code: string, lang: string) {
      const [game, settings] = await Promise.all([
        lotteryGame(db, code, lang).catch((err: unknown) => {
          if ((err as { code?: string }).code === 'UNKNOWN_LOTTERY') return null;
          throw err;
        }),
        loadSettings(db),
      ]);
      if (!game) return null;
      const { schedule, closeSeconds } = await lotteryByCode(db, code);
      return { game, schedule, closeSeconds, currency: settings.whitelabel.currency, timeZone: settings.whitelabel.timeZone };
    },
    /** /sports and /esports: the menu with the merchant's currency and time zone. */
    async sportsMenu(kind: EventQuery['kind'], lang: string) {
      const [menu, settings] = await Promise.all([sportsMenu(db, kind, lang), loadSettings(db)]);
      return { ...menu, currency: settings.whitelabel.currency, timeZone: settings.whitelabel.timeZone };
    },
    /** A tab's first page of events (the island loads the rest and follows the stream). */
    async sportsEvents(query: EventQuery) {
      const [events, settings] = await Promise.all([eventList(db, query), loadSettings(db)]);
      return { ...events, currency: settings.whitelabel.currency, timeZone: settings.whitelabel.timeZone };
    },
    /** One event with every market, or null when there is none to show. */
    async sportsEvent(id: number, lang: string) {
      const [page, settings] = await Promise.all([
        eventPage(db, id, lang).catch((err: unknown) => {
          if ((err as { code?: string }).code === 'UNKNOWN_EVENT') return null;
          throw err;
        }),
        loadSettings(db),
      ]);
      return page ? { ...page, currency: settings.whitelabel.currency, timeZone: settings.whitelabel.timeZone } : null;
    },
  };
}

export type PageServices = ReturnType<typeof createPageServices>;

export function qrCodeUrl(resourceType: string): string {
  return `/wps/system/qrcode?resourceType=${encodeURIComponent(resourceType)}`;
}
