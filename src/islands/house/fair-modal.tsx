import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import type { MoneyDisplay } from '#lib/house/money.ts';
import type { FairState, SeedRotation } from '#lib/types/house.ts';
import { Modal } from '../modal/modal.tsx';
import { RecentRounds } from './recent-rounds.tsx';
import type { HouseSessionState } from './use-house-session.ts';
import styles from './panels.module.css';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

interface Props {
  open: boolean;
  onClose: () => void;
  house: HouseSessionState;
  fair: FairState | null;
  canRotate: boolean;
  display: MoneyDisplay;
  fairPath: string;
}

/**
 * The provably-fair panel: the hash of the server seed in use (published before play), the client
 * seed the player can change (which ends the seed pair and reveals its server seed), the next
 * nonce, and the recent rounds with a link that checks each revealed one on the verification page.
 */
export function FairModal({ open, onClose, house, fair, canRotate, display, fairPath }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const inputId = useId();
  const [clientSeed, setClientSeed] = useState(fair?.clientSeed ?? '');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<SeedRotation['revealed'] | null>(null);
  const [roundsVersion, setRoundsVersion] = useState(0);

  useEffect(() => {
    if (open) setClientSeed(fair?.clientSeed ?? '');
    // Only when the panel opens or the seed pair changes.
  }, [open, fair?.clientSeed]);

  const { api, setFair, report } = house;
  const rotate = useCallback(
    async (e: FormEvent) => {
      e.preventDefault();
      const wanted = clientSeed.trim();
      if (wanted && !CLIENT_SEED.test(wanted)) {
        setInvalid(true);
        return;
      }
      setInvalid(false);
      setBusy(true);
      try {
        const rotation = await api.rotateSeed(wanted || undefined);
        setRevealed(rotation.revealed);
        setFair(rotation.next);
        setRoundsVersion((v) => v + 1);
      } catch (err) {
        report(err);
      } finally {
        setBusy(false);
      }
    },
    [api, clientSeed, setFair, report],
  );

  return (
    <Modal open={open} onClose={onClose} title={t('house.fair.title')} width={640} fullScreenOnPhone>
      <div className={styles.panel}>
        <p className={styles.lead}>{t('house.fair.lead')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('house.fair.serverSeedHash')}</dt>
            <dd>
              <code className={styles.code} data-testid="server-seed-hash">
                {fair?.serverSeedHash ?? '—'}
              </code>
            </dd>
          </div>
          <div>
            <dt>{canRotate ? <label htmlFor={inputId}>{t('house.fair.clientSeed')}</label> : t('house.fair.clientSeed')}</dt>
            <dd>
              {canRotate ? (
                <form className={styles.seedForm} onSubmit={(e) => void rotate(e)}>
                  <input
                    id={inputId}
                    className="input"
                    value={clientSeed}
                    maxLength={64}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={invalid || undefined}
                    aria-describedby={`${inputId}-hint`}
                    onChange={(e) => setClientSeed(e.target.value)}
                  />
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    {t('house.fair.rotate')}
                  </button>
                  <small id={`${inputId}-hint`} className={invalid ? styles.error : styles.hint}>
                    {invalid ? t('house.fair.clientSeedInvalid') : t('house.fair.rotateHint')}
                  </small>
                </form>
              ) : (
                <code className={styles.code}>{fair?.clientSeed ?? '—'}</code>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('house.fair.nonce')}</dt>
            <dd className={styles.num}>{fair ? formatNumber(fair.nonce, lang) : '—'}</dd>
          </div>
        </dl>
        {revealed && (
          <section className={styles.revealed} aria-labelledby={`${inputId}-revealed`} role="status">
            <h3 id={`${inputId}-revealed`}>{t('house.fair.revealedTitle')}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t('house.fair.serverSeed')}</dt>
                <dd>
                  <code className={styles.code} data-testid="revealed-server-seed">
                    {revealed.serverSeed}
                  </code>
                </dd>
              </div>
              <div>
                <dt>{t('house.fair.serverSeedHash')}</dt>
                <dd>
                  <code className={styles.code}>{revealed.serverSeedHash}</code>
                </dd>
              </div>
              <div>
                <dt>{t('house.fair.clientSeed')}</dt>
                <dd>
                  <code className={styles.code}>{revealed.clientSeed}</code>
                </dd>
              </div>
              <div>
                <dt>{t('house.fair.roundsPlayed')}</dt>
                <dd className={styles.num}>{formatNumber(revealed.rounds, lang)}</dd>
              </div>
            </dl>
          </section>
        )}
        {canRotate ? (
          open && <RecentRounds api={api} version={roundsVersion} display={display} fairPath={fairPath} />
        ) : (
          <p className={styles.note}>{t('house.fair.tableNote')}</p>
        )}
        <p>
          <a href={fairPath} target="_blank" rel="noopener">
            {t('house.fair.openPage')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
