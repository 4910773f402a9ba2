import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RAKE_PERCENT } from '#lib/fair/showdown.ts';
import { formatNumber } from '#lib/format.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import { type SeatView, tableSeats } from '#lib/house/showdown-table.ts';
import type { RoomState } from '#lib/types/house.ts';
import { ApiError } from '#lib/api.ts';
import { PlayingCard } from './playing-card.tsx';
import type { HouseSessionState } from './use-house-session.ts';
import styles from './showdown.module.css';

type Seated = Extract<RoomState, { seated: true }>;

/** Time between two dealt cards, and the pause before they are turned over. */
const DEAL_STEP_MS = 110;
const TURN_PAUSE_MS = 300;
/** The gap the server keeps between two rounds at a table. */
const ROUND_GAP_MS = 3000;

interface Props {
  house: HouseSessionState;
  state: Seated;
  display: MoneyDisplay;
  refresh: () => Promise<RoomState | null>;
  onLeave: () => void;
  /** A new round with you in it: your pay, and how long until its cards are shown. */
  onReveal: (pay: number, ms: number) => void;
}

function seatPosition(seat: number, you: number, seats: number): { x: number; y: number } {
  const rel = (seat - you + seats) % seats;
  const angle = Math.PI / 2 + (rel * 2 * Math.PI) / seats;
  return { x: 50 + 39 * Math.cos(angle), y: 50 + 37 * Math.sin(angle) };
}

/** The card table: seats around the felt, the last round's hands, and the table's actions. */
export function ShowdownTable({ house, state, display, refresh, onLeave, onReveal }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const fmt = (minor: number) => money(minor, lang, display);
  const { api, report } = house;
  const round = state.lastRound;
  const seats = tableSeats(state);
  const me = state.seats.find((s) => s.you);
  const [dealing, setDealing] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const skew = useRef(0);
  /** The round being dealt now (animated) and when its hands are shown. */
  const seen = useRef<number | null>(round?.roundId ?? null);
  const [animated, setAnimated] = useState<{ roundId: number; turnAt: number } | null>(null);
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!round || round.roundId === seen.current) return;
    seen.current = round.roundId;
    const cards = round.players.length * 3;
    const turnAt = cards * DEAL_STEP_MS + TURN_PAUSE_MS;
    setAnimated({ roundId: round.roundId, turnAt });
    setShownAt(Date.now() + turnAt + 500);
    const mine = round.players.findIndex((p) => p.you);
    if (mine >= 0) onReveal(round.outcome.payouts[mine] ?? 0, turnAt + 500);
  }, [round, onReveal]);

  const serverNext = Math.min(ROUND_GAP_MS, state.room.nextRoundAt - (now + skew.current));
  const wait = Math.max(0, cooldownUntil - now, serverNext);
  const revealed = now >= shownAt;

  const deal = useCallback(async () => {
    setDealing(true);
    try {
      const r = await api.deal();
      skew.current = r.time - Date.now();
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ROUND_TOO_SOON') {
        const retry = Number(err.details['retryAfterMs'] ?? 1000);
        setCooldownUntil(Date.now() + Math.min(ROUND_GAP_MS, Math.max(0, retry)));
      } else report(err);
    } finally {
      setDealing(false);
    }
  }, [api, refresh, report]);

  const toggleSitOut = async () => {
    try {
      await api.sitOut(!me?.sittingOut);
      await refresh();
    } catch (err) {
      report(err);
    }
  };

  const dealOrder = new Map<number, number>(round?.players.map((p, i) => [p.seat, i]) ?? []);
  const players = round?.players.length ?? 0;
  const winners = seats.filter((s) => s.winner && s.hand);
  let headline = '';
  if (round && revealed) {
    const best = winners[0];
    const hand = best?.hand ? t(`house.showdown.hand.${best.hand.rank}`) : '';
    const you = winners.find((w) => w.occupant === 'you');
    if (winners.length > 1) headline = t('house.showdown.split', { hand, n: formatNumber(winners.length, lang) });
    else if (you) headline = t('house.showdown.youWin', { pay: fmt(you.pay), hand });
    else if (best?.occupant === 'bot') headline = t('house.showdown.botWins', { hand });
    else if (best) headline = t('house.showdown.playerWins', { name: best.name, hand });
  }

  return (
    <div className={styles.tableView}>
      <div className={styles.tableHead}>
        <h2 className={styles.tableName}>{state.room.name}</h2>
        <span className={styles.tableAnte}>{t('house.showdown.ante', { ante: fmt(state.room.ante) })}</span>
      </div>
      <div className={styles.felt} data-seats={state.room.seats}>
        <div className={styles.rim} aria-hidden="true" />
        <div className={styles.centre}>
          {round ? (
            <>
              <p className={styles.pot}>
                <span>{t('house.showdown.pot')}</span>
                <strong>{fmt(round.outcome.pot)}</strong>
              </p>
              <p className={styles.rake}>{t('house.showdown.rake', { rake: fmt(round.outcome.rake), percent: formatNumber(RAKE_PERCENT, lang) })}</p>
              <p className={styles.headline} role="status">
                {headline}
              </p>
            </>
          ) : (
            <p className={styles.headline}>{t('house.showdown.firstDeal')}</p>
          )}
        </div>
        <ul className={styles.seats} aria-label={t('house.showdown.seats')}>
          {seats.map((s) => {
            const pos = seatPosition(s.seat, state.you, state.room.seats);
            const order = dealOrder.get(s.seat);
            const style = { left: `${pos.x}%`, top: `${pos.y}%`, '--from-x': `${50 - pos.x}cqw`, '--from-y': `${50 - pos.y}cqh` } as CSSProperties;
            return (
              <li key={s.seat} className={styles.seat} style={style} data-occupant={s.occupant} data-winner={(revealed && s.winner) || undefined} data-top={pos.y < 50 || undefined}>
                <SeatBody seat={s} revealed={revealed} fmt={fmt} />
                {s.hand && (
                  <span className={styles.hand} key={`${round?.roundId}-${s.seat}`}>
                    {s.hand.cards.map((card, c) => {
                      const animate = animated && animated.roundId === round?.roundId && order !== undefined;
                      const delay = animate ? (c * players + order) * DEAL_STEP_MS : undefined;
                      const cardStyle = animate ? ({ '--reveal': `${animated.turnAt - (delay ?? 0)}ms` } as CSSProperties) : undefined;
                      return <PlayingCard key={card} card={card} delay={delay} style={cardStyle} />;
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={onLeave}>
          {t('house.showdown.leave')}
        </button>
        <button type="button" className="btn" aria-pressed={me?.sittingOut ?? false} onClick={() => void toggleSitOut()}>
          {me?.sittingOut ? t('house.showdown.sitIn') : t('house.showdown.sitOut')}
        </button>
        <button type="button" className={styles.deal} onClick={() => void deal()} disabled={dealing || wait > 0}>
          {wait > 0 ? t('house.showdown.nextDeal', { seconds: formatNumber(Math.ceil(wait / 1000), lang) }) : t('house.showdown.deal')}
        </button>
      </div>
    </div>
  );
}

function SeatBody({ seat, revealed, fmt }: { seat: SeatView; revealed: boolean; fmt: (minor: number) => string }) {
  const { t } = useTranslation();
  if (seat.occupant === 'empty') {
    return (
      <span className={styles.seatTag}>
        <span className={styles.avatar} data-kind="empty" aria-hidden="true" />
        <span className={styles.seatName}>{t('house.showdown.emptySeat')}</span>
      </span>
    );
  }
  const bot = seat.occupant === 'bot';
  return (
    <span className={styles.seatTag}>
      <span className={styles.avatar} data-kind={seat.occupant} aria-hidden="true">
        <svg viewBox="0 0 24 24">
          {bot ? (
            <path d="M12 2v3M7 8h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3ZM9 13h.01M15 13h.01M9.5 17h5M2 13v2M22 13v2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </span>
      <span className={styles.seatName}>
        {bot ? t('house.showdown.bot') : seat.name}
        {seat.occupant === 'you' && <span className={styles.youTag}>{t('house.showdown.you')}</span>}
      </span>
      {seat.sittingOut && <span className={styles.sittingOut}>{t('house.showdown.sittingOut')}</span>}
      {seat.hand && revealed && (
        <span className={styles.handName}>
          {t(`house.showdown.hand.${seat.hand.rank}`)}
          {seat.winner && seat.pay > 0 && <strong className={styles.seatPay}> +{fmt(seat.pay)}</strong>}
        </span>
      )}
    </span>
  );
}
