import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RaffleVerification, verifyRaffleDraw } from '#lib/fair/raffle.ts';
import type { RaffleDraw } from '#lib/stores/raffles.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import cashier from '../../member/cashier/cashier.module.css';
import styles from './raffles.module.css';

/** The player's past draws; each can be recomputed here from its revealed seeds with the same code the server ran. */
export function RaffleDraws({ draws, nameOf }: { draws: RaffleDraw[]; nameOf(id: string): string }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const [checked, setChecked] = useState<Record<number, RaffleVerification>>({});
  return (
    <>
      <h3 className={cashier.sectionTitle}>{t('raffles.draws.title')}</h3>
      {draws.length === 0 && <p className={cashier.muted}>{t('raffles.draws.empty')}</p>}
      <ul className={styles.draws}>
        {draws.map((d) => {
          const v = checked[d.drawId];
          return (
            <li key={d.drawId} className={styles.draw}>
              <span>{t('raffles.draws.item', { time: time(d.at), prize: nameOf(d.prizeId), amount: money(d.amount) })}</span>
              <div className={styles.actions}>
                <button type="button" className="btn" onClick={() => setChecked((c) => ({ ...c, [d.drawId]: verifyRaffleDraw(d) }))}>
                  {t('raffles.verify.button')}
                </button>
              </div>
              {v && (
                <>
                  <dl className={styles.facts}>
                    <dt>{t('raffles.verify.serverSeed')}</dt>
                    <dd className={styles.hash}>{d.serverSeed}</dd>
                    <dt>{t('raffles.verify.hash')}</dt>
                    <dd className={styles.hash}>{d.serverSeedHash}</dd>
                    <dt>{t('raffles.verify.clientSeed')}</dt>
                    <dd className={styles.hash}>{d.clientSeed}</dd>
                    <dt>{t('raffles.verify.nonce')}</dt>
                    <dd>{d.nonce}</dd>
                  </dl>
                  {d.gone.length > 0 && <p className={cashier.muted}>{t('raffles.verify.gone', { prizes: d.gone.map(nameOf).join(', ') })}</p>}
                  <p className={cashier.notice} data-tone={v.valid ? 'good' : 'bad'} role="status">
                    {v.valid
                      ? t('raffles.verify.ok', { prize: nameOf(d.prizeId) })
                      : t('raffles.verify.bad', { hash: t(v.hashMatches ? 'raffles.verify.yes' : 'raffles.verify.no'), prize: v.prizeId ? nameOf(v.prizeId) : '—' })}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
