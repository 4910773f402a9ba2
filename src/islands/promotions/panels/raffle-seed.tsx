import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED } from '#lib/contracts/raffles.ts';
import { errorMessage } from '#lib/error-message.ts';
import { type RaffleState, saveClientSeed } from '#lib/stores/raffles.ts';
import { useMessage } from '../../forms/use-message.ts';
import cashier from '../../member/cashier/cashier.module.css';
import styles from './raffles.module.css';

/** The commitment shown before a draw (the next server seed's hash) and the player's own client seed. */
export function RaffleSeed({ promotionId, state, onSaved }: { promotionId: number; state: RaffleState; onSaved(s: RaffleState): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [seed, setSeed] = useState(state.clientSeed);
  const [note, setNote] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const valid = CLIENT_SEED.test(seed);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    try {
      onSaved(await saveClientSeed(promotionId, seed));
      setNote({ tone: 'good', text: t('raffles.seed.saved') });
    } catch (err) {
      setNote({ tone: 'bad', text: message(errorMessage(err)) });
    }
  };
  return (
    <>
      <h3 className={cashier.sectionTitle}>{t('raffles.seed.title')}</h3>
      <dl className={styles.facts}>
        <dt>{t('raffles.seed.nextHash')}</dt>
        <dd className={styles.hash}>{state.nextSeedHash}</dd>
      </dl>
      <form className={styles.seedForm} onSubmit={(e) => void save(e)}>
        <label>
          <span>{t('raffles.seed.client')}</span>
          <input className="input" value={seed} maxLength={64} aria-invalid={!valid} aria-describedby="raffle-seed-hint" onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={!valid || seed === state.clientSeed}>
          {t('raffles.seed.save')}
        </button>
      </form>
      <p id="raffle-seed-hint" className={cashier.muted}>
        {t('raffles.seed.hint')}
      </p>
      {note && (
        <p className={cashier.notice} data-tone={note.tone} role="status">
          {note.text}
        </p>
      )}
    </>
  );
}
