import { useTranslation } from 'react-i18next';
import { localDigits } from '#lib/format.ts';
import type { Channel } from '#lib/types/cashier.ts';
import styles from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';

/** The deposit methods as cards: name, range and fee. */
export function ChannelChoice({ channels, chosen, onChoose }: { channels: Channel[]; chosen: number; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const { money, lang } = useMoney();
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{t('cashier.deposit.method')}</legend>
      {channels.map((c) => (
        <label key={c.id} className={styles.choice}>
          <input type="radio" name="deposit-channel" value={c.id} checked={c.id === chosen} onChange={() => onChoose(c.id)} />
          <span className={styles.choiceName}>{c.name}</span>
          <span className={styles.choiceMeta}>{t('cashier.amount.range', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
          <span className={styles.choiceMeta}>
            {c.feeBp === 0 ? t('cashier.deposit.noFee') : t('cashier.deposit.fee', { percent: localDigits(String(c.feeBp / 100), lang) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
