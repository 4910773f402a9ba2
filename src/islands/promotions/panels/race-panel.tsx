import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message.ts';
import { localDigits } from '#lib/format.ts';
import { joinRace, type Leaderboard, loadLeaderboard, loadWinners, type RaceWinner } from '#lib/stores/raffles.ts';
import { useMessage } from '../../forms/use-message.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { PanelNotes } from './panel-notes.tsx';
import type { PanelProps } from './panel-props.ts';
import { RaceBoard, RaceWinners } from './race-tables.tsx';
import styles from './raffles.module.css';
import { useRafflesMessages } from './use-raffles-messages.ts';

/** The ranking race on its promotion page: the rules (metric, period, tie rule, prize per place), joining, the leaderboard and past winners. */
export default function RacePanel({ promotion, view, lang, refresh }: PanelProps) {
  useRafflesMessages();
  const { t } = useTranslation();
  const message = useMessage();
  const { money, number, time } = useMoney();
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [winners, setWinners] = useState<RaceWinner[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = view !== null;
  const reload = useCallback(() => {
    const failed = (err: unknown) => setError(t('raffles.loadFailed', { message: message(errorMessage(err)) }));
    if (signedIn) {
      loadLeaderboard(promotion.id).then(setBoard, failed);
      loadWinners(promotion.id).then(setWinners, failed);
    }
  }, [signedIn, promotion.id, t, message]);
  useEffect(reload, [reload]);
  if (promotion.spec.mechanic !== 'race') return null;
  const params = promotion.spec.params;
  const categories = params.categories.length ? params.categories.map((c) => t(`raffles.category.${c}`)).join(', ') : t('raffles.allCategories');
  const value = (v: number) => (params.metric === 'turnover' ? money(v) : t('raffles.race.times', { value: localDigits((v / 100).toFixed(2), lang) }));

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await joinRace(promotion.id);
      reload();
      refresh();
    } catch (err) {
      setError(t('raffles.race.joinFailed', { message: message(errorMessage(err)) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${cashier.section} ${styles.panel}`} aria-labelledby="race-rules">
      <h2 id="race-rules" className={cashier.sectionTitle}>
        {t('raffles.race.title')}
      </h2>
      <ul className={styles.rules}>
        <li>{params.metric === 'turnover' ? t('raffles.race.turnover', { categories }) : t('raffles.race.multiplier', { categories, min: money(params.minStake) })}</li>
        <li>{t(`raffles.race.period.${params.period}`)}</li>
        <li>{t('raffles.race.from')}</li>
        <li>{t('raffles.race.ties')}</li>
      </ul>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('raffles.race.prizes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('raffles.race.place')}</th>
              <th scope="col" className={styles.num}>{t('raffles.race.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {params.prizes.map((p, i) => (
              <tr key={i}>
                <th scope="row">{t('raffles.race.placeN', { place: number(i + 1) })}</th>
                <td className={styles.num}>{money(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PanelNotes signedIn={signedIn} comingSoon={view?.state === 'comingSoon' ? t('raffles.race.comingSoon', { date: time(promotion.startsAt) }) : null} login="raffles.race.login" error={error} />
      {view?.state === 'join' && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void join()}>
            {t(busy ? 'raffles.race.joining' : 'raffles.race.join')}
          </button>
        </div>
      )}
      {view?.state === 'signed' && (
        <p className={cashier.notice} data-tone="good" role="status">
          {t('raffles.race.signed')}
        </p>
      )}
      {(view?.state === 'close' || view?.state === 'issued') && <p className={cashier.muted}>{t('raffles.race.closed')}</p>}
      {board && <RaceBoard board={board} value={value} />}
      {winners && <RaceWinners winners={winners} value={value} />}
    </section>
  );
}
