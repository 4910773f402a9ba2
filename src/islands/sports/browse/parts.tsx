/**
 * Pieces the sportsbook's lists and event page share: the odds button (selection state from the
 * slip, movement marks, a lock when suspended), a team line with its crest, an event's time or live
 * clock, and which of an event's markets are its main ones.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { sportOf, type SportKind } from '#lib/contracts/sports-model.ts';
import type { EventCard, MarketView, SelectionView, TeamView } from '#lib/contracts/sports-shapes.ts';
import { formatDateTime, localDigits } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { formatOdds } from '#lib/sports/odds-format.ts';
import { $oddsFormat } from '#lib/stores/sports-prefs.ts';
import { $slipIds, toggleSelection } from '#lib/stores/sports-slip.ts';
import { CrestIcon } from '../crest.tsx';
import styles from './browse.module.css';

/** How long a price that moved keeps its up or down mark. */
const MOVE_MS = 4_000;

export const eventPath = (lang: string, kind: SportKind, id: number): string => `${localizedPath(lang, kind === 'esports' ? '/esports/event' : '/sports/event')}?id=${id}`;

/** The event's main markets by column: the result (1X2 or winner), the handicap, the total. */
export function mainMarkets(markets: readonly MarketView[]): { result: MarketView | undefined; handicap: MarketView | undefined; total: MarketView | undefined } {
  const first = (kinds: readonly string[]) => markets.find((m) => kinds.includes(m.kind) && m.main) ?? markets.find((m) => kinds.includes(m.kind));
  return { result: first(['1x2', 'mw', 'winner']), handicap: first(['ah', 'mh']), total: first(['ou']) };
}

export const isLive = (e: Pick<EventCard, 'status'>): boolean => e.status === 'live';
export const isOver = (e: Pick<EventCard, 'status'>): boolean => e.status === 'ended' || e.status === 'settled' || e.status === 'abandoned' || e.status === 'cancelled';

/** "14:30" on the event's day in the merchant's zone, with "27/11" before it when not today. */
export function startText(ms: number, now: number, lang: string, zone: string): { day: string | null; time: string } {
  const at = formatDateTime(ms, 'en', zone);
  const today = formatDateTime(now, 'en', zone).slice(0, 10);
  const day = at.slice(0, 10) === today ? null : localDigits(`${at.slice(8, 10)}/${at.slice(5, 7)}`, lang);
  return { day, time: localDigits(at.slice(11, 16), lang) };
}

/** The live clock as the sport counts it: a minute, a quarter, a set, an over or a map. */
export function clockText(t: TFunction, lang: string, e: Pick<EventCard, 'sport' | 'live'>): string {
  const live = e.live;
  if (!live) return '';
  const score = sportOf(e.sport)?.score ?? 'goals';
  return localDigits(t(`sports.browse.clock.${score}`, { clock: live.clock, period: live.period }), lang);
}

export function TeamLine({ team, score, winner }: { team: TeamView; score?: string | undefined; winner?: boolean }) {
  return (
    <span className={`${styles.team} ${winner ? styles.winner : ''}`}>
      <CrestIcon crest={team.crest} size={22} />
      <span className={styles.teamName}>{team.name}</span>
      {score !== undefined && <b className={styles.teamScore}>{score}</b>}
    </span>
  );
}

/** The "Simulated league" mark: clear, calm, and explained on the rules page. */
export function SimulatedChip({ lang, kind }: { lang: string; kind: SportKind }) {
  const { t } = useTranslation();
  return (
    <a className={styles.simChip} href={`${localizedPath(lang, '/sports/rules')}#simulated`} title={t('sports.browse.simulated.explain')} data-kind={kind}>
      <span aria-hidden="true">◇</span> {t('sports.browse.simulated.label')}
      <span className="visually-hidden">{`: ${t('sports.browse.simulated.explain')}`}</span>
    </a>
  );
}

export interface OddsContext {
  kind: SportKind;
  eventId: number;
  eventName: string;
  startsAt: number;
  live: boolean;
  /** The event no longer takes bets (started without in-play, or over). */
  closed: boolean;
}

/** The mark of a price that just moved: up or down, cleared after a few seconds. */
function useMove(odds: number): 'up' | 'down' | null {
  const prev = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (odds === prev.current) return;
    setMove(odds > prev.current ? 'up' : 'down');
    prev.current = odds;
    const timer = setTimeout(() => setMove(null), MOVE_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

/**
 * One price: pressed when its selection is on the slip; pressing adds or removes it. A suspended
 * market or selection shows a lock and takes no press; a settled one shows its result.
 */
export function OddsButton({ ctx, market, selection, label, lang }: { ctx: OddsContext; market: MarketView; selection: SelectionView; label?: string | undefined; lang: string }) {
  const { t } = useTranslation();
  const format = useStore($oddsFormat);
  const picked = useStore($slipIds).has(selection.id);
  const move = useMove(selection.odds);
  const settled = market.status === 'settled' || market.status === 'void';
  const locked = !settled && (market.status !== 'open' || selection.status !== 'open' || ctx.closed);
  const odds = formatOdds(selection.odds, format, lang);
  if (settled) {
    const result = market.status === 'void' ? 'void' : (selection.result ?? 'lose');
    return (
      <span className={`${styles.odds} ${styles.settled} ${styles[`r_${result}`] ?? ''}`}>
        {label !== undefined && <span className={styles.oddsLabel}>{label}</span>}
        <span className={styles.oddsValue}>{t(`sports.browse.result.${result}`)}</span>
        <span className="visually-hidden">{selection.name}</span>
      </span>
    );
  }
  const moveText = move ? t(`sports.browse.odds.${move}`) : '';
  return (
    <button
      type="button"
      className={`${styles.odds} ${picked ? styles.picked : ''} ${move ? styles[move] : ''}`}
      aria-pressed={picked}
      disabled={locked}
      aria-label={`${selection.name} ${locked ? t('sports.browse.odds.suspended') : odds}${moveText ? `, ${moveText}` : ''}`}
      onClick={() =>
        toggleSelection({
          selectionId: selection.id,
          marketId: market.id,
          eventId: ctx.eventId,
          kind: ctx.kind,
          odds: selection.odds,
          event: ctx.eventName,
          market: market.name,
          selection: selection.name,
          startsAt: ctx.startsAt,
          live: ctx.live,
        })
      }
    >
      {label !== undefined && <span className={styles.oddsLabel}>{label}</span>}
      {locked ? (
        <span className={styles.lock} aria-hidden="true">
          <svg viewBox="0 0 16 16" width="14" height="14">
            <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
          </svg>
        </span>
      ) : (
        <span className={styles.oddsValue}>
          {move && (
            <span className={styles.moveMark} aria-hidden="true">
              {move === 'up' ? '▲' : '▼'}
            </span>
          )}
          {odds}
        </span>
      )}
    </button>
  );
}
