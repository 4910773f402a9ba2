import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_LINES, SLOT_REELS, SLOT_STAKE_STEP, THEORETICAL_RTP, type SlotRound, type SlotSpin } from '#lib/fair/slot.ts';
import { formatNumber } from '#lib/format.ts';
import { money, moneyDisplay, type SiteCurrency } from '#lib/house/money.ts';
import { lineCells, scatterCells, slotSteps } from '#lib/house/slot-show.ts';
import type { RoundResult } from '#lib/types/house.ts';
import { GameLoading, GameShell } from './game-shell.tsx';
import { createPauser } from './pause.ts';
import { percent } from './percent.ts';
import { SlotLineOverlay } from './slot-lines.tsx';
import { type ReelsHandle, SlotReels } from './slot-reels.tsx';
import { SlotRules } from './slot-rules.tsx';
import { StakePicker } from './stake-picker.tsx';
import { useHouseSession, type HouseSessionState } from './use-house-session.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import styles from './slot.module.css';

/** A decorative starting position of the reels (not an outcome: nothing has been played yet). */
const RESTING_STOPS = [2, 9, 16, 23, 30];
/** The symbols a reel shows at a stop, read from its strip (what the reels display). */
function gridAt(stops: readonly number[]): string[][] {
  return SLOT_REELS.map((strip, i) => [0, 1, 2].map((row) => strip[((stops[i] ?? 0) + row) % strip.length] ?? 'J'));
}

/** A round paying at least this many stakes is celebrated as a big win. */
const BIG_WIN = 10;

type Phase = 'idle' | 'waiting' | 'landing' | 'showing';

interface Banner {
  tone: 'info' | 'win' | 'free' | 'total';
  text: string;
}

export function SlotGame({ token, currency, fairPath }: { token: string; currency: SiteCurrency; fairPath: string }) {
  const house = useHouseSession(token);
  if (!house.session) return <GameLoading house={house} />;
  return <SlotTable house={house} currency={currency} fairPath={fairPath} />;
}

function SlotTable({ house, currency, fairPath }: { house: HouseSessionState; currency: SiteCurrency; fairPath: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = house.session!;
  const display = moneyDisplay(session.currency, currency);
  const theme = session.game.config.theme ?? 'gold';
  const stakes = useMemo(
    () => [...(session.game.config.stakes ?? [100])].filter((s) => s > 0 && s % SLOT_STAKE_STEP === 0).sort((a, b) => a - b),
    [session.game.config.stakes],
  );
  const [stake, setStake] = useState(() => (stakes.includes(100) ? 100 : (stakes[0] ?? 100)));
  const reduced = useReducedMotion();
  const reels = useRef<ReelsHandle>(null);
  const resting = useRef<readonly number[]>(RESTING_STOPS);
  const pauser = useRef(createPauser());
  const [phase, setPhase] = useState<Phase>('idle');
  const [lit, setLit] = useState<ReadonlySet<string>>(new Set());
  const [dim, setDim] = useState(false);
  const [line, setLine] = useState<number | null>(null);
  const [banner, setBanner] = useState<Banner>({ tone: 'info', text: t('house.slot.goodLuck') });
  const [free, setFree] = useState<{ n: number; total: number } | null>(null);
  const [freeIntro, setFreeIntro] = useState<number | null>(null);
  const [win, setWin] = useState(0);
  const [bigWin, setBigWin] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const [grid, setGrid] = useState<readonly (readonly string[])[]>(() => gridAt(RESTING_STOPS));
  const fmt = useCallback((minor: number) => money(minor, lang, display), [lang, display]);
  const num = useCallback((n: number) => formatNumber(n, lang), [lang]);

  const symbolName = useCallback((s: string) => t(`house.slot.symbol.${s}`), [t]);

  /** Lights each winning line in turn, then the scatters; returns when done (or skipped). */
  const presentWins = useCallback(
    async (spin: SlotSpin, shownBefore: number) => {
      const { pause } = pauser.current;
      const cells = (list: [number, number][]) => new Set(list.map(([r, row]) => `${r}:${row}`));
      const all = new Set<string>();
      spin.lineWins.forEach((w) => lineCells(w.line, w.count).forEach(([r, row]) => all.add(`${r}:${row}`)));
      if (spin.scatterPay > 0 || spin.freeSpinsAwarded > 0) scatterCells(spin).forEach(([r, row]) => all.add(`${r}:${row}`));
      if (all.size === 0) return;
      setDim(true);
      setLit(all);
      setWin(shownBefore + spin.pay);
      await pause(650);
      for (const w of spin.lineWins) {
        if (pauser.current.skipped) break;
        setLine(w.line);
        setLit(cells(lineCells(w.line, w.count)));
        setBanner({ tone: 'win', text: t('house.slot.lineWin', { line: num(w.line + 1), n: num(w.count), symbol: symbolName(w.symbol), pay: fmt(w.pay) }) });
        await pause(1050);
      }
      setLine(null);
      if (spin.scatterCount >= 3 && !pauser.current.skipped) {
        setLit(cells(scatterCells(spin)));
        setBanner({ tone: 'win', text: t('house.slot.scatterWin', { n: num(spin.scatterCount), pay: fmt(spin.scatterPay) }) });
        await pause(1100);
      }
      setLit(new Set());
      setDim(false);
    },
    [t, fmt, num, symbolName],
  );

  const playOut = useCallback(
    async (result: RoundResult<'slot'>) => {
      const round: SlotRound = result.outcome;
      const steps = slotSteps(round);
      const { pause } = pauser.current;
      // The stake is taken now; the win is added when the round has been shown (both from the answer).
      house.setBalance(result.balance - result.pay);
      setPhase('landing');
      let shown = 0;
      for (const step of steps) {
        if (step.free > 0) {
          setFree({ n: step.free, total: step.freeTotal });
          setBanner({ tone: 'free', text: t('house.slot.freeCounter', { n: num(step.free), total: num(step.freeTotal) }) });
          if (!pauser.current.skipped) {
            reels.current?.start();
            await pause(300);
          }
        }
        if (pauser.current.skipped) reels.current?.show(step.spin.stops);
        else await reels.current?.land(step.spin.stops);
        setGrid(step.spin.grid);
        setPhase('showing');
        await presentWins(step.spin, shown);
        shown = step.paidSoFar;
        setWin(shown);
        if (step.spin.freeSpinsAwarded > 0 && !pauser.current.skipped) {
          setFreeIntro(step.spin.freeSpinsAwarded);
          setBanner({ tone: 'free', text: t('house.slot.freeAwarded', { n: num(step.spin.freeSpinsAwarded) }) });
          await pause(1700);
          setFreeIntro(null);
        }
      }
      resting.current = steps[steps.length - 1]?.spin.stops ?? resting.current;
      setFree(null);
      setFreeIntro(null);
      setLine(null);
      setLit(new Set());
      setDim(false);
      setWin(result.pay);
      house.setBalance(result.balance);
      const text = result.pay > 0 ? t('house.slot.totalWin', { pay: fmt(result.pay) }) : t('house.slot.noWin');
      setBanner({ tone: result.pay > 0 ? 'total' : 'info', text });
      setAnnounce(text);
      if (result.pay >= BIG_WIN * result.stake && !pauser.current.skipped) {
        setBigWin(result.pay);
        await pause(2400);
        setBigWin(null);
      }
      setPhase('idle');
    },
    [house, presentWins, t, fmt, num],
  );

  const spin = useCallback(async () => {
    pauser.current = createPauser();
    setPhase('waiting');
    setWin(0);
    setLit(new Set());
    setDim(false);
    setLine(null);
    setBigWin(null);
    setAnnounce('');
    setBanner({ tone: 'info', text: t('house.slot.goodLuck') });
    reels.current?.start();
    const result = await house.play<'slot'>({ stake });
    if (!result) {
      // Refused or unreachable: the reels come back to where they were; nothing was played.
      reels.current?.show(resting.current);
      setPhase('idle');
      return;
    }
    await playOut(result);
  }, [house, playOut, stake, t]);

  const onMainButton = () => {
    if (phase === 'idle') void spin();
    else if (phase === 'landing' && !free) reels.current?.slam();
    else if (phase === 'landing' || phase === 'showing') {
      // Skip the rest of the round: its final grid, win and balance show at once.
      pauser.current.skip();
      reels.current?.slam();
    }
  };

  const busy = phase !== 'idle';
  const mainLabel = phase === 'idle' || phase === 'waiting' ? t('house.slot.spin') : phase === 'landing' && !free ? t('house.slot.stop') : t('house.action.skip');

  return (
    <GameShell house={house} engine="slot" display={display} fairPath={fairPath} rtp={THEORETICAL_RTP} rules={<SlotRules stake={stake} display={display} theme={theme} />}>
      <div className={`${styles.palette} ${styles.slot}`} data-theme={theme}>
        <div className={styles.machine}>
          <div className={styles.marquee} aria-hidden="true">
            <span className={styles.marqueeName}>{session.game.names[lang] ?? session.game.name}</span>
            <span className={styles.marqueeInfo}>
              {t('house.slot.marquee', { lines: num(SLOT_LINES.length), rtp: percent(THEORETICAL_RTP, lang) })}
            </span>
          </div>
          <div className={styles.frame} data-celebrate={bigWin !== null || freeIntro !== null || undefined}>
            <div className={styles.lights} aria-hidden="true" />
            {free && (
              <p className={styles.freeBadge} role="status">
                {t('house.slot.freeCounter', { n: num(free.n), total: num(free.total) })}
              </p>
            )}
            <div
              className={styles.window}
              role="img"
              aria-label={t('house.slot.reels', {
                rows: [0, 1, 2].map((row) => grid.map((reel) => symbolName(reel[row] ?? '')).join(', ')).join('; '),
              })}
            >
              <SlotReels ref={reels} initialStops={resting.current} lit={lit} dim={dim} reducedMotion={reduced} />
              <SlotLineOverlay line={line} className={styles.lineOverlay} />
              {freeIntro !== null && (
                <div className={styles.overlay} aria-hidden="true">
                  <strong>{t('house.slot.freeAwarded', { n: num(freeIntro) })}</strong>
                </div>
              )}
              {bigWin !== null && (
                <div className={styles.overlay} aria-hidden="true" data-big>
                  <span>{t('house.slot.bigWin')}</span>
                  <strong>{fmt(bigWin)}</strong>
                </div>
              )}
            </div>
          </div>
        </div>
        <p className={styles.banner} data-tone={banner.tone} aria-hidden="true">
          {banner.text}
        </p>
        <div className={styles.controls}>
          <StakePicker stakes={stakes} stake={stake} onChange={setStake} disabled={busy} display={display} />
          <button type="button" className={styles.spin} onClick={onMainButton} disabled={phase === 'waiting'} aria-label={mainLabel} data-phase={phase}>
            <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.spinIcon}>
              <path d="M38 17a16 16 0 1 0 2 14" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
              <path d="M41 7v12H29" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className={styles.spinText}>{mainLabel}</span>
          </button>
          <div className={styles.win}>
            <span id="slot-win-label">{t('house.slot.win')}</span>
            <output aria-labelledby="slot-win-label" data-won={win > 0 || undefined}>
              {fmt(win)}
            </output>
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>
    </GameShell>
  );
}
