import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message.ts';
import { formatRate } from '#lib/format.ts';
import { drawRaffle, loadRaffle, newDrawRequestId, type RaffleDraw, type RaffleState } from '#lib/stores/raffles.ts';
import { useMessage } from '../../forms/use-message.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { PanelNotes } from './panel-notes.tsx';
import type { PanelProps } from './panel-props.ts';
import { RaffleDraws } from './raffle-draws.tsx';
import { RaffleSeed } from './raffle-seed.tsx';
import styles from './raffles.module.css';
import { useRafflesMessages } from './use-raffles-messages.ts';

/** The lucky draw on its promotion page: the rules and prize table, the player's tickets, a draw with its reveal, the seeds and each past draw verified in the browser. */
export default function RafflePanel({ promotion, view, lang, refresh }: PanelProps) {
  useRafflesMessages();
  const { t } = useTranslation();
  const message = useMessage();
  const { money, number, time } = useMoney();
  const [state, setState] = useState<RaffleState | null>(null);
  const [won, setWon] = useState<RaffleDraw | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = view !== null;
  const reload = useCallback(() => {
    if (signedIn) loadRaffle(promotion.id).then(setState, (err: unknown) => setError(t('raffles.loadFailed', { message: message(errorMessage(err)) })));
  }, [signedIn, promotion.id, t, message]);
  useEffect(reload, [reload]);
  if (promotion.spec.mechanic !== 'raffle') return null;
  const params = promotion.spec.params;
  const nameOf = (id: string) => params.prizes.find((p) => p.id === id)?.name[lang === 'en' ? 'en' : 'bn'] ?? id;
  const totalWeight = params.prizes.reduce((s, p) => s + p.weight, 0);
  const left = (id: string) => state?.prizes.find((p) => p.id === id)?.remaining;
  const categories = params.categories.length ? params.categories.map((c) => t(`raffles.category.${c}`)).join(', ') : t('raffles.allCategories');
  const tickets = state?.tickets;
  const percent = tickets ? Math.floor(((params.ticketPer - tickets.toNext) / params.ticketPer) * 100) : 0;

  const draw = async () => {
    setBusy(true);
    setError(null);
    setWon(null);
    try {
      setWon(await drawRaffle(promotion.id, newDrawRequestId()));
      reload();
      refresh();
    } catch (err) {
      setError(t('raffles.draw.failed', { message: message(errorMessage(err)) }));
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${cashier.section} ${styles.panel}`} aria-labelledby="raffle-rules">
      <h2 id="raffle-rules" className={cashier.sectionTitle}>
        {t('raffles.rules.title')}
      </h2>
      <ul className={styles.rules}>
        <li>{t('raffles.rules.ticket', { per: money(params.ticketPer), categories })}</li>
        <li>{t('raffles.rules.draw')}</li>
        <li>{t('raffles.rules.fair')}</li>
        <li>{t('raffles.rules.redo')}</li>
      </ul>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('raffles.prizes.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('raffles.prizes.prize')}</th>
              <th scope="col" className={styles.num}>{t('raffles.prizes.amount')}</th>
              <th scope="col" className={styles.num}>{t('raffles.prizes.chance')}</th>
              <th scope="col" className={styles.num}>{t('raffles.prizes.left')}</th>
            </tr>
          </thead>
          <tbody>
            {params.prizes.map((p) => (
              <tr key={p.id}>
                <th scope="row">{nameOf(p.id)}</th>
                <td className={styles.num}>{money(p.amount)}</td>
                <td className={styles.num}>{formatRate(Math.round((p.weight / totalWeight) * 10_000), lang)}</td>
                <td className={styles.num}>{t('raffles.prizes.leftOf', { left: number(left(p.id) ?? p.stock), stock: number(p.stock) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PanelNotes signedIn={signedIn} comingSoon={view?.state === 'comingSoon' ? t('raffles.comingSoon', { date: time(promotion.startsAt) }) : null} login="raffles.login" error={error} />
      {view?.state === 'close' && <p className={cashier.muted}>{t('raffles.closed')}</p>}
      {tickets && (
        <>
          <h3 className={cashier.sectionTitle}>{t('raffles.tickets.title')}</h3>
          <p role="status">{tickets.left > 0 ? t('raffles.tickets.count', { count: tickets.left }) : t('raffles.tickets.none')}</p>
          <p className={cashier.muted}>{t('raffles.tickets.counted', { bet: money(tickets.validBet), earned: number(tickets.earned), used: number(tickets.used) })}</p>
          <p>{t('raffles.tickets.next', { amount: money(tickets.toNext) })}</p>
          <div className={cashier.progress} role="progressbar" aria-label={t('raffles.tickets.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${number(percent)}%`}>
            <div className={cashier.progressBar} style={{ width: `${percent}%` }} />
          </div>
          {view?.state !== 'close' && view?.state !== 'comingSoon' && (
            <div className={styles.actions}>
              <button type="button" className="btn btn-primary" disabled={busy || tickets.left < 1} onClick={() => void draw()}>
                {t(busy ? 'raffles.draw.busy' : 'raffles.draw.button')}
              </button>
            </div>
          )}
        </>
      )}
      {won && (
        <p className={styles.reveal} role="status">
          {t('raffles.draw.won', { prize: nameOf(won.prizeId), amount: money(won.amount) })}
        </p>
      )}
      {state && <RaffleSeed promotionId={promotion.id} state={state} onSaved={setState} />}
      {state && <RaffleDraws draws={state.draws} nameOf={nameOf} />}
    </section>
  );
}
