/**
 * The bet slip on every sportsbook page: a sticky column on wide screens; on phones a bar at the
 * bottom ("Bet slip (3)") that opens the slip as a modal dialog (focus moves in, Escape closes,
 * focus returns to the bar).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $placeState } from '#lib/stores/sports-bets.ts';
import { loadSportsPrefs } from '#lib/stores/sports-prefs.ts';
import { onSportsPush } from '#lib/stores/sports-live.ts';
import { $slip, loadSlip, updatePickOdds } from '#lib/stores/sports-slip.ts';
import type { Currency } from '#lib/types/cashier.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { SlipBody, type SlipLimits } from './slip-body.tsx';
import styles from './slip.module.css';

type Props = IslandI18n & { currency: Currency; limits: SlipLimits };

const WIDE = '(min-width: 1024px)';

function useWide(): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const q = window.matchMedia(WIDE);
    setWide(q.matches);
    const on = () => setWide(q.matches);
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return wide;
}

function Slip({ lang, currency, limits }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const id = useId();
  const picks = useStore($slip);
  const place = useStore($placeState);
  const wide = useWide();
  // Other islands may have read the slip before this one hydrates: render as the server did until mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dialog = useRef<HTMLDialogElement>(null);
  const bar = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    loadSlip();
    loadSportsPrefs();
  }, []);
  // Prices pushed for selections on the slip replace the slip's, so what is confirmed is what is shown.
  useEffect(
    () =>
      onSportsPush((push) => {
        if (push.type !== 'odds') return;
        const on = new Map($slip.get().map((p) => [p.selectionId, p.odds]));
        const prices = push.markets.flatMap((m) => m.selections).filter((x) => on.has(x.id) && on.get(x.id) !== x.odds);
        if (prices.length) updatePickOdds(prices.map((x) => ({ selectionId: x.id, odds: x.odds })));
      }),
    [],
  );
  // Leaving the phone layout with the drawer open closes it.
  useEffect(() => {
    if (wide && dialog.current?.open) dialog.current.close();
  }, [wide]);

  const title = (
    <h2 id={`${id}-title`} className={styles.title}>
      {t('sportsSlip.title')} <span className={styles.count}>{formatNumber(mounted ? picks.length : 0, lang)}</span>
    </h2>
  );
  const body = mounted ? <SlipBody lang={lang} currency={currency} limits={limits} headingId={`${id}-title`} /> : <p className={styles.muted}>{t('sportsSlip.empty')}</p>;

  if (wide) {
    return (
      <aside className={styles.column} aria-labelledby={`${id}-title`}>
        <div className={styles.head}>{title}</div>
        {body}
      </aside>
    );
  }
  const showBar = mounted && (picks.length > 0 || place.state === 'done' || place.state === 'waiting');
  return (
    <>
      {showBar && <div className={styles.barSpace} aria-hidden="true" />}
      {/* The bar is fixed to the screen: it lives on the body, above whatever stacking the page's columns make. */}
      {showBar &&
        createPortal(
          <button ref={bar} type="button" className={styles.bar} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
            <span>{t('sportsSlip.bar', { count: picks.length, countText: formatNumber(picks.length, lang) })}</span>
            <span aria-hidden="true">▲</span>
          </button>,
          document.body,
        )}
      <dialog ref={dialog} className={styles.drawer} aria-labelledby={`${id}-title`} onClose={() => bar.current?.focus()}>
        <div className={styles.head}>
          {title}
          <button type="button" className={styles.remove} onClick={() => dialog.current?.close()} aria-label={t('sportsSlip.close')}>
            ×
          </button>
        </div>
        {body}
      </dialog>
    </>
  );
}

export default function BetSlipIsland({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Slip lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
