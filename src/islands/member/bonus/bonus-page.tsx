import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusCard as Bonus } from '#lib/contracts/bonus.ts';
import { bonuses } from '#lib/stores/bonus.ts';
import { useBonusMessages } from '../../bonus/use-bonus-messages.ts';
import bonusStyles from '../../bonus/bonus.module.css';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import { BonusCard } from './bonus-card.tsx';
import { ForfeitDialog } from './forfeit-dialog.tsx';

/** Spec §2 bonus details (bonusDetails): each bonus of the bonus wallet with its wagering, expiry and state; forfeit with a clear statement. */
export default function BonusPage(_: MemberPageProps) {
  useCashierMessages();
  useBonusMessages();
  const { t } = useTranslation();
  const { money } = useMoney();
  const value = useStore(bonuses.$store);
  const [asking, setAsking] = useState<Bonus | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [now] = useState(() => Date.now());
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('bonus.page.intro')}</p>
      {done !== null && (
        <p className={styles.notice} data-tone="good" role="status">
          {t('bonus.forfeit.done', { lost: money(done) })}
        </p>
      )}
      <RemoteView value={value} retry={() => void bonuses.load()}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.section}>{t('bonus.page.none')}</p>
          ) : (
            <ul className={bonusStyles.cards}>
              {list.map((b) => (
                <BonusCard key={b.id} bonus={b} now={now} onForfeit={setAsking} />
              ))}
            </ul>
          )
        }
      </RemoteView>
      <ForfeitDialog
        bonus={asking}
        onClose={() => setAsking(null)}
        onDone={(lost) => {
          setAsking(null);
          setDone(lost);
        }}
      />
    </div>
  );
}
