/**
 * One event in a list: its time or live clock and score, the two teams with their crests, and the
 * main markets as odds columns (result, handicap, total) with a link to every market. The list's
 * competition groups put these rows under a heading with the columns' names.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EventCard, MarketView } from '#lib/contracts/sports-shapes.ts';
import { lineText } from '#lib/sports/names.ts';
import { formatNumber } from '#lib/format.ts';
import styles from './browse.module.css';
import { clockText, eventPath, isLive, isOver, mainMarkets, OddsButton, type OddsContext, startText, TeamLine } from './parts.tsx';

/** The short label above a price inside a column: "1", "X", "2", "−0.25", "O 2.5". */
function shortLabel(t: TFunction, lang: string, market: MarketView, key: string): string {
  switch (market.kind) {
    case '1x2':
    case 'mw':
      return t(`sports.browse.col.${key}`);
    case 'ah':
    case 'mh': {
      const q = Math.round((market.line ?? 0) * 4);
      return lineText(key === 'home' ? q : -q, lang, true);
    }
    case 'ou':
      return t(`sports.browse.col.${key}`, { line: lineText(Math.round((market.line ?? 0) * 4), lang, false) });
    default:
      return '';
  }
}

function Column({ market, ctx, lang, slots, className }: { market: MarketView | undefined; ctx: OddsContext; lang: string; slots: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.col} ${className}`} style={{ gridTemplateColumns: `repeat(${slots}, 1fr)` }}>
      {market
        ? market.selections.slice(0, slots).map((s) => <OddsButton key={s.id} ctx={ctx} market={market} selection={s} lang={lang} label={market.kind === '1x2' || market.kind === 'mw' ? undefined : shortLabel(t, lang, market, s.key)} />)
        : Array.from({ length: slots }, (_, i) => (
            <span key={i} className={styles.oddsEmpty} aria-hidden="true">
              –
            </span>
          ))}
    </div>
  );
}

export function EventRow({ event, lang, zone, now, draw }: { event: EventCard; lang: string; zone: string; now: number; draw: boolean }) {
  const { t } = useTranslation();
  const live = isLive(event);
  const over = isOver(event);
  const { result, handicap, total } = mainMarkets(event.markets);
  const name = t('sports.event.versus', { home: event.home.name, away: event.away.name });
  const ctx: OddsContext = { kind: event.kind, eventId: event.id, eventName: name, startsAt: event.startsAt, live, closed: over || (live && !event.inPlay) };
  const start = startText(event.startsAt, now, lang, zone);
  const score = live || over ? event.live : null;
  const href = eventPath(lang, event.kind, event.id);
  const more = Math.max(event.marketCount - event.markets.length, 0);
  return (
    <li className={`${styles.row} ${live ? styles.rowLive : ''}`}>
      <a className={styles.rowMain} href={href} aria-label={name}>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveMark}>{t('sports.browse.live')}</span>
              <span className={styles.clock}>{clockText(t, lang, event)}</span>
            </>
          ) : over ? (
            <span className={styles.clock}>{t(`sports.browse.status.${event.status}`)}</span>
          ) : (
            <>
              {start.day && <span className={styles.day}>{start.day}</span>}
              <span className={styles.time}>{start.time}</span>
            </>
          )}
        </span>
        <span className={styles.teams}>
          <TeamLine team={event.home} score={score ? formatNumber(score.home, lang) : undefined} winner={over && !!score && score.home > score.away} />
          <TeamLine team={event.away} score={score ? formatNumber(score.away, lang) : undefined} winner={over && !!score && score.away > score.home} />
        </span>
      </a>
      {!over && (
        <div className={styles.markets} role="group" aria-label={t('sports.browse.mainMarkets', { event: name })}>
          <Column market={result} ctx={ctx} lang={lang} slots={result?.kind === '1x2' || (!result && draw) ? 3 : 2} className={styles.colResult ?? ''} />
          <Column market={handicap} ctx={ctx} lang={lang} slots={2} className={styles.colExtra ?? ''} />
          <Column market={total} ctx={ctx} lang={lang} slots={2} className={styles.colExtra ?? ''} />
        </div>
      )}
      <a className={styles.more} href={href} aria-label={t('sports.browse.allMarkets', { count: event.marketCount, event: name })}>
        {more > 0 ? `+${formatNumber(more, lang)}` : '›'}
      </a>
    </li>
  );
}
