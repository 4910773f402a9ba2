import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BetKind, pocketColor, type RouletteBet, type RouletteOutcome, THEORETICAL_RTP } from '#lib/fair/roulette.ts';
import { formatNumber } from '#lib/format.ts';
import { placeChip, slipBets, slipOfBets, slipTotal, stakesBySpot, type BetSlip, undoChip } from '#lib/house/bet-slip.ts';
import { spotKey } from '#lib/house/board.ts';
import { money, moneyDisplay, type SiteCurrency } from '#lib/house/money.ts';
import { GameLoading, GameShell } from './game-shell.tsx';
import { RouletteBoard } from './roulette-board.tsx';
import { ChipRack } from './roulette-chip-rack.tsx';
import { RouletteHistory } from './roulette-history.tsx';
import { RouletteRules } from './roulette-rules.tsx';
import { RouletteWheel, type WheelHandle } from './roulette-wheel.tsx';
import { useHouseSession, type HouseSessionState } from './use-house-session.ts';
import { useMediaQuery } from './use-media-query.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import styles from './roulette.module.css';

const DEFAULT_CHIPS = [10, 50, 100, 500, 1000, 5000];

type Phase = 'betting' | 'spinning' | 'result';

interface Result {
  pocket: number;
  /** Pay per winning spot. */
  wins: Map<string, number>;
  pay: number;
}

export function RouletteGame({ token, currency, fairPath }: { token: string; currency: SiteCurrency; fairPath: string }) {
  const house = useHouseSession(token);
  if (!house.session) return <GameLoading house={house} />;
  return <RouletteTable house={house} currency={currency} fairPath={fairPath} />;
}

function isRouletteOutcome(value: unknown): value is RouletteOutcome {
  return typeof value === 'object' && value !== null && typeof (value as { pocket?: unknown }).pocket === 'number';
}

function RouletteTable({ house, currency, fairPath }: { house: HouseSessionState; currency: SiteCurrency; fairPath: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = house.session!;
  const display = moneyDisplay(session.currency, currency);
  const config = session.game.config;
  const minChip = config.minChip ?? 1;
  const maxTotal = config.maxTotal ?? Number.MAX_SAFE_INTEGER;
  const chips = useMemo(() => (config.chips?.length ? config.chips : DEFAULT_CHIPS).filter((c) => c >= minChip), [config.chips, minChip]);
  const [chip, setChip] = useState(() => chips[Math.min(2, chips.length - 1)] ?? minChip);
  const across = useMediaQuery('(min-width: 900px) and (min-height: 600px)');
  const reduced = useReducedMotion();
  const wheel = useRef<WheelHandle>(null);
  const [slip, setSlip] = useState<BetSlip>([]);
  const [lastBets, setLastBets] = useState<RouletteBet[]>([]);
  const [phase, setPhase] = useState<Phase>('betting');
  const [result, setResult] = useState<Result | null>(null);
  const [wheelShown, setWheelShown] = useState(false);
  const [history, setHistory] = useState<number[]>([]);
  const [limit, setLimit] = useState(false);
  const fmt = useCallback((minor: number) => money(minor, lang, display), [lang, display]);

  useEffect(() => {
    let live = true;
    house.api
      .rounds(40)
      .then((rounds) => {
        if (!live) return;
        setHistory(rounds.filter((r) => r.game === 'roulette' && isRouletteOutcome(r.outcome)).map((r) => (r.outcome as RouletteOutcome).pocket).slice(0, 12));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [house.api]);

  const stakes = useMemo(() => stakesBySpot(slip), [slip]);
  const total = slipTotal(slip);

  const place = useCallback(
    (spot: { kind: BetKind; numbers: number[] }) => {
      if (phase === 'spinning') return;
      if (phase === 'result') {
        setPhase('betting');
        setResult(null);
      }
      const placed = placeChip(slip, { ...spot, amount: chip }, maxTotal);
      setLimit(placed.refused === 'max-total');
      setSlip(placed.slip);
    },
    [phase, slip, chip, maxTotal],
  );

  const spin = useCallback(async () => {
    const bets = slipBets(slip);
    if (bets.length === 0 || phase === 'spinning') return;
    setPhase('spinning');
    setResult(null);
    setLimit(false);
    const r = await house.play<'roulette'>({ bets });
    if (!r) {
      setPhase('betting');
      return;
    }
    house.setBalance(r.balance - r.pay);
    setWheelShown(true);
    await wheel.current?.spin(r.outcome.pocket);
    const wins = new Map<string, number>();
    for (const w of r.outcome.wins) {
      const bet = bets[w.betIndex];
      if (bet) wins.set(spotKey(bet.kind, bet.numbers), w.pay);
    }
    setResult({ pocket: r.outcome.pocket, wins, pay: r.pay });
    setHistory((h) => [r.outcome.pocket, ...h].slice(0, 12));
    setLastBets(bets);
    house.setBalance(r.balance);
    setPhase('result');
    setTimeout(() => setWheelShown(false), reduced ? 900 : 2200);
  }, [slip, phase, house, reduced]);

  const colourName = (n: number) => t(`house.roulette.colour.${pocketColor(n)}`);
  let status: string;
  if (phase === 'spinning') status = t('house.roulette.noMoreBets');
  else if (result)
    status =
      result.pay > 0
        ? t('house.roulette.resultWin', { n: formatNumber(result.pocket, lang), colour: colourName(result.pocket), pay: fmt(result.pay) })
        : t('house.roulette.resultLose', { n: formatNumber(result.pocket, lang), colour: colourName(result.pocket) });
  else if (limit) status = t('house.roulette.limit', { max: fmt(maxTotal) });
  else status = slip.length ? t('house.roulette.betsPlaced') : t('house.roulette.placeBets');

  const locked = phase === 'spinning';
  const rules = <RouletteRules minChip={minChip} maxTotal={maxTotal} display={display} />;

  return (
    <GameShell house={house} engine="roulette" display={display} fairPath={fairPath} rtp={THEORETICAL_RTP} rules={rules}>
      <div className={styles.table} data-theme={session.game.config.theme ?? 'classic'} data-layout={across ? 'across' : 'upright'}>
        <RouletteHistory pockets={history} />
        <p className={styles.status} data-tone={result ? (result.pay > 0 ? 'win' : 'lose') : phase} role="status">
          {status}
        </p>
        <div className={styles.play}>
          <div className={styles.wheelBox} data-shown={across || wheelShown || undefined}>
            <div className={styles.wheelWrap}>
              <RouletteWheel ref={wheel} reducedMotion={reduced} />
              {result && (
                <span className={styles.pocket} data-colour={pocketColor(result.pocket)} aria-hidden="true">
                  {formatNumber(result.pocket, lang)}
                </span>
              )}
            </div>
          </div>
          <div className={styles.boardBox}>
            <RouletteBoard
              orientation={across ? 'across' : 'upright'}
              stakes={stakes}
              wins={result?.wins ?? new Map()}
              result={result?.pocket ?? null}
              chips={chips}
              minorUnits={display.minorUnits}
              disabled={locked}
              onPlace={place}
            />
          </div>
        </div>
        <div className={styles.controls}>
          <ChipRack chips={chips} chip={chip} onChange={setChip} minorUnits={display.minorUnits} disabled={locked} format={fmt} />
          <div className={styles.actions}>
            <ActionButton label={t('house.roulette.undo')} icon="undo" onClick={() => setSlip(undoChip(slip))} disabled={locked || slip.length === 0} />
            <ActionButton
              label={t('house.roulette.clear')}
              icon="clear"
              onClick={() => (setSlip([]), setResult(null), setPhase('betting'))}
              disabled={locked || slip.length === 0}
            />
            <ActionButton
              label={t('house.roulette.repeat')}
              icon="repeat"
              onClick={() => (setSlip(slipOfBets(lastBets)), setResult(null), setPhase('betting'))}
              disabled={locked || lastBets.length === 0 || slipTotal(slipOfBets(lastBets)) > maxTotal}
            />
            <div className={styles.total}>
              <span id="roulette-total-label">{t('house.roulette.totalBet')}</span>
              <output aria-labelledby="roulette-total-label">{fmt(total)}</output>
            </div>
            <button type="button" className={styles.spin} onClick={() => void spin()} disabled={locked || slip.length === 0}>
              {t('house.roulette.spin')}
            </button>
          </div>
        </div>
      </div>
    </GameShell>
  );
}

const ICONS = {
  undo: 'M9 5 4 10l5 5M4 10h11a5 5 0 0 1 0 10h-4',
  clear: 'M6 6l12 12M18 6 6 18',
  repeat: 'M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4',
} as const;

/** A table action: an icon with its name (the name shows beside it on wider screens). */
function ActionButton({ label, icon, onClick, disabled }: { label: string; icon: keyof typeof ICONS; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.actionText}>{label}</span>
    </button>
  );
}
