/**
 * A lottery's game page (/lottery?gameCode=…&playType=…): the draw taking tickets and its
 * countdown, the latest result (animated when it arrives over the stream), the bet-type tabs and
 * builder, the bet slip, the member's open tickets, and what a settled draw came to: a win is
 * celebrated only when the return is more than the stake.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '#lib/contracts/lottery.ts';
import type { DrawResultView } from '#lib/contracts/lottery-shapes.ts';
import { formatMoney } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { lotteryArt } from '#lib/lottery/art.ts';
import { outcomeKind } from '#lib/lottery/outcome.ts';
import { $drawEventCount, $drawEvents } from '#lib/stores/lottery-live.ts';
import { $game, $outcome, addToSlip, dismissOutcome, loadOpenTickets, onDrawEvent, provideGame, reloadGame } from '#lib/stores/lottery-play.ts';
import { $session } from '#lib/stores/session.ts';
import type { Currency } from '#lib/types/cashier.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { ResultTable } from './balls.tsx';
import { BetBuilder } from './bet-builder.tsx';
import { BetSlip } from './bet-slip.tsx';
import { Countdown } from './countdown.tsx';
import { SourceBadge } from './lottery-card.tsx';
import { OpenTickets } from './open-tickets.tsx';
import styles from './game.module.css';

type Props = IslandI18n & { game: LotteryGame; currency: Currency; playType?: string | undefined };

function Outcome({ lang, currency }: { lang: string; currency: Currency }) {
  const { t } = useTranslation();
  const outcome = useStore($outcome);
  if (!outcome) return null;
  const money = (m: number) => formatMoney(m, lang, currency);
  const kind = outcomeKind(outcome.stake, outcome.payout);
  return (
    <div className={styles.outcome} data-kind={kind} role="status">
      <p>{t(`lottery.play.outcome.${kind}`, { number: outcome.drawNumber, payout: money(outcome.payout), stake: money(outcome.stake) })}</p>
      <button type="button" className="btn" onClick={dismissOutcome}>
        {t('lottery.play.outcome.dismiss')}
      </button>
    </div>
  );
}

function LatestResult({ game, lang, revealId }: { game: LotteryGame; lang: string; revealId: number | null }) {
  const { t } = useTranslation();
  const last: DrawResultView | undefined = game.recent[0];
  return (
    <section className={styles.panel} aria-labelledby="lottery-latest-result">
      <div className={styles.panelHead}>
        <h2 id="lottery-latest-result">{last ? t('lottery.play.latestResult', { number: last.number }) : t('lottery.play.latestResultNone')}</h2>
        <span className={styles.links}>
          {last?.verifiable && <a href={`${localizedPath(lang, '/lottery/verify')}?draw=${last.id}`}>{t('lottery.play.verify')}</a>}
          <a href={`${localizedPath(lang, '/lottery/results')}?gameCode=${encodeURIComponent(game.lottery.code)}`}>{t('lottery.play.results')}</a>
        </span>
      </div>
      {last?.result ? <ResultTable key={`${last.id}:${last.revision}`} format={game.lottery.format} result={last.result} lang={lang} reveal={revealId === last.id} /> : <p className={styles.muted}>{t('lottery.play.noResultYet')}</p>}
    </section>
  );
}

function GameView({ lang, game: initial, currency, playType }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const tabsId = useId();
  const stored = useStore($game);
  const game = stored && stored.lottery.code === initial.lottery.code ? stored : initial;
  const session = useStore($session);
  const signedIn = session.state === 'member';
  const events = useStore($drawEvents);
  const eventCount = useStore($drawEventCount);
  const [revealId, setRevealId] = useState<number | null>(null);
  const [tab, setTab] = useState(() => (game.betTypes.some((b) => b.code === playType) ? (playType as string) : (game.betTypes[0]?.code ?? '')));
  const seen = useRef(0);
  const l = game.lottery;

  useEffect(() => provideGame(initial), [initial]);
  const memberId = session.state === 'member' ? session.member.id : null;
  useEffect(() => {
    if (memberId !== null) void loadOpenTickets();
  }, [memberId]);
  useEffect(() => {
    if (eventCount === seen.current) return;
    seen.current = eventCount;
    const event = events[l.code];
    if (!event) return;
    if (event.draw.status === 'drawn' && event.draw.result) setRevealId(event.draw.id);
    void onDrawEvent(event, signedIn);
  }, [eventCount, events, l.code, signedIn]);
  // When the countdown ends the draw moves on: read the game again a moment after.
  const boundary = game.draw ? game.draw.closesAt : (game.upcoming[0]?.opensAt ?? null);
  useEffect(() => {
    if (boundary === null) return;
    const wait = Math.min(Math.max(boundary - game.serverTime, 0) + 1_500, 2_147_000_000);
    const timer = setTimeout(() => void reloadGame(), wait);
    return () => clearTimeout(timer);
  }, [boundary, game.serverTime]);
  // Keep the tab in the address so the page can be shared and reloaded at the same bet type.
  useEffect(() => {
    if (!tab) return;
    const url = new URL(location.href);
    if (url.searchParams.get('playType') === tab) return;
    url.searchParams.set('playType', tab);
    history.replaceState(history.state, '', url);
  }, [tab]);

  const view = game.betTypes.find((b) => b.code === tab);
  const next = game.draw ?? game.upcoming[0] ?? null;
  const rulesHref = `${localizedPath(lang, '/lottery/rules')}?gameCode=${encodeURIComponent(l.code)}`;
  const ticketsHref = localizedPath(lang, '/lottery/tickets');

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <img src={lotteryArt(l.format)} alt="" width="56" height="56" />
        <div className={styles.headText}>
          <h1>{l.name}</h1>
          <span className={styles.headMeta}>
            <SourceBadge source={l.source} />
            <a href={rulesHref}>{t('lottery.play.rules')}</a>
            <a href={ticketsHref}>{t('lottery.play.myTickets')}</a>
          </span>
        </div>
        <div className={styles.drawBox} aria-live="off">
          {l.status === 'paused' ? (
            <span>{t('lottery.lobby.paused')}</span>
          ) : next ? (
            <>
              {game.draw && <span className={styles.muted}>{t('lottery.play.drawOpen', { number: next.number })}</span>}
              <span className={styles.muted}>{t(game.draw ? 'lottery.play.closesIn' : 'lottery.lobby.opensIn', { number: next.number })}</span>
              <Countdown className={styles.clock} to={game.draw ? game.draw.closesAt : next.opensAt} lang={lang} dayWord={t('lottery.lobby.dayShort')} />
            </>
          ) : (
            <span className={styles.muted}>{t('lottery.lobby.noDraw')}</span>
          )}
        </div>
      </header>
      <Outcome lang={lang} currency={currency} />
      <LatestResult game={game} lang={lang} revealId={revealId} />
      <div className={styles.play}>
        <section className={styles.panel} aria-label={t('lottery.play.betTypes')}>
          <div className={styles.tabs} role="tablist" aria-label={t('lottery.play.betTypes')}>
            {game.betTypes.map((b) => (
              <button
                key={b.code}
                type="button"
                role="tab"
                id={`${tabsId}-${b.code}`}
                aria-selected={b.code === tab}
                aria-controls={`${tabsId}-panel`}
                tabIndex={b.code === tab ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(b.code)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const i = game.betTypes.findIndex((x) => x.code === tab);
                  const nextTab = game.betTypes[(i + (e.key === 'ArrowRight' ? 1 : game.betTypes.length - 1)) % game.betTypes.length];
                  if (nextTab) {
                    setTab(nextTab.code);
                    document.getElementById(`${tabsId}-${nextTab.code}`)?.focus();
                  }
                }}
              >
                {t(`lottery.bet.${l.format}.${b.code}.name`)}
              </button>
            ))}
          </div>
          <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
            {view ? (
              <BetBuilder
                key={view.code}
                format={l.format}
                view={view}
                lang={lang}
                currency={currency}
                unitStakes={game.limits.unitStakes}
                maxMultiplier={game.limits.maxMultiplier}
                onAdd={(s) => addToSlip(s)}
              />
            ) : (
              <p className={styles.muted}>{t('lottery.play.noBetTypes')}</p>
            )}
          </div>
        </section>
        <BetSlip format={l.format} lang={lang} currency={currency} followMax={Math.max(1, game.limits.followMaxDraws)} canPlace={game.draw !== null} />
      </div>
      {signedIn && <OpenTickets format={l.format} lang={lang} currency={currency} ticketsHref={ticketsHref} />}
      <p className={styles.footNote}>
        {t('lottery.play.returnNote')} <a href={rulesHref}>{t('lottery.play.rulesLink')}</a>
      </p>
    </div>
  );
}

export default function LotteryGameIsland({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <GameView lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
