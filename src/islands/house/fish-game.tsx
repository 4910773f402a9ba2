import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FISH_SPECIES, FISH_STAKES, THEORETICAL_RTP } from '#lib/fair/fish.ts';
import { formatNumber } from '#lib/format.ts';
import { money, moneyDisplay, type SiteCurrency } from '#lib/house/money.ts';
import { FishRules } from './fish-rules.tsx';
import { FishScene, type SwimmingFish } from './fish-scene.ts';
import { GameLoading, GameShell } from './game-shell.tsx';
import { StakePicker } from './stake-picker.tsx';
import { useHouseSession, type HouseSessionState } from './use-house-session.ts';
import styles from './fish.module.css';

export function FishGame({ token, currency, fairPath }: { token: string; currency: SiteCurrency; fairPath: string }) {
  const house = useHouseSession(token);
  if (!house.session) return <GameLoading house={house} />;
  return <FishTank house={house} currency={currency} fairPath={fairPath} />;
}

function FishTank({ house, currency, fairPath }: { house: HouseSessionState; currency: SiteCurrency; fairPath: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = house.session!;
  const display = moneyDisplay(session.currency, currency);
  const theme = session.game.config.theme ?? 'ocean';
  const stakes = useMemo(() => (session.game.config.stakes ?? [...FISH_STAKES]).filter((s) => FISH_STAKES.includes(s)).sort((a, b) => a - b), [session.game.config.stakes]);
  const [stake, setStake] = useState(() => (stakes.includes(100) ? 100 : (stakes[0] ?? FISH_STAKES[0] ?? 10)));
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FishScene | null>(null);
  const inFlight = useRef(false);
  const pendingBalance = useRef<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'hint' | 'win' | 'miss'; text: string }>({ tone: 'hint', text: t('house.fish.hint') });
  const fmt = useCallback((minor: number) => money(minor, lang, display), [lang, display]);
  const { setBalance } = house;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const pictures = new Map<string, HTMLImageElement>();
    for (const s of FISH_SPECIES) {
      const img = new Image();
      img.src = `/images/fish/${s.id}.svg`;
      pictures.set(s.id, img);
    }
    const tank = new FishScene(el, {
      theme,
      pictures,
      multiplierText: (m) => `×${formatNumber(m, lang)}`,
      onCoins: () => {
        if (pendingBalance.current !== null) setBalance(pendingBalance.current);
      },
    });
    scene.current = tank;
    tank.start();
    const observer = new ResizeObserver(() => tank.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      tank.stop();
      scene.current = null;
    };
  }, [theme, lang, setBalance]);

  const fireAt = useCallback(
    async (fish: SwimmingFish) => {
      const tank = scene.current;
      if (!tank || inFlight.current) return;
      inFlight.current = true;
      tank.busy = true;
      setBusy(true);
      const name = t(fish.species.nameId);
      let landed: () => void = () => undefined;
      const shown = new Promise<void>((resolve) => (landed = resolve));
      const shot = tank.fire(fish, () => landed());
      const r = await house.play<'fish'>({ stake, speciesId: fish.species.id });
      if (r) {
        house.setBalance(r.balance - r.pay);
        pendingBalance.current = r.balance;
        tank.resolve(shot, { caught: r.outcome.caught, text: `+${fmt(r.pay)}` });
        await shown;
        if (r.outcome.caught) {
          setStatus({ tone: 'win', text: t('house.fish.caught', { name, pay: fmt(r.pay) }) });
          // The coins carry the win to the balance; show it anyway if they cannot be seen.
          setTimeout(() => pendingBalance.current !== null && setBalance(pendingBalance.current), 2200);
        } else {
          house.setBalance(r.balance);
          setStatus({ tone: 'miss', text: t('house.fish.missed', { name }) });
        }
      } else tank.fizzle(shot);
      inFlight.current = false;
      tank.busy = false;
      setBusy(false);
    },
    [house, stake, fmt, t, setBalance],
  );

  const onTap = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const fish = scene.current?.hitTest(e.clientX - rect.left, e.clientY - rect.top);
    if (fish) void fireAt(fish);
  };

  return (
    <GameShell house={house} engine="fish" display={display} fairPath={fairPath} rtp={THEORETICAL_RTP} rules={<FishRules stake={stake} display={display} />}>
      <div className={styles.fish} data-theme={theme}>
        <div className={styles.tank}>
          <canvas ref={canvas} className={styles.canvas} onPointerDown={onTap} aria-label={t('house.fish.tank')} role="img" />
        </div>
        <ul className={styles.legend} aria-label={t('house.fish.legend')}>
          {FISH_SPECIES.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={styles.species}
                onClick={() => {
                  const tank = scene.current;
                  if (tank) void fireAt(tank.fishOf(s.id));
                }}
                disabled={busy}
                aria-label={t('house.fish.fireAt', { name: t(s.nameId), multiplier: formatNumber(s.multiplier, lang) })}
                title={t(s.nameId)}
              >
                <img src={`/images/fish/${s.id}.svg`} alt="" className={styles.speciesImage} width="48" height="28" />
                <span className={styles.speciesName}>{t(s.nameId)}</span>
                <span className={styles.multiplier}>×{formatNumber(s.multiplier, lang)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.controls}>
          <StakePicker stakes={stakes} stake={stake} onChange={setStake} disabled={busy} display={display} label={t('house.fish.stake')} />
          <p className={styles.status} data-tone={status.tone} role="status">
            {status.text}
          </p>
        </div>
      </div>
    </GameShell>
  );
}
