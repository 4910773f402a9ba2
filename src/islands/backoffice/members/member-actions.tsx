import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersDesk } from '#lib/backoffice/members-api.ts';
import type { MemberProfileView } from '#lib/backoffice/members-types.ts';
import { can, type StaffRole } from '#lib/backoffice/roles.ts';
import { failureText, toMinor } from './parts.tsx';
import styles from './members.module.css';

type Pending = 'lock' | 'unlock' | 'reset' | 'pp' | 'totp' | null;

/** Lock and unlock, password reset, the payment-password lock, and adjustment and bonus requests; only what the role may do is shown. */
export default function MemberActions({ profile: p, role, onChanged }: { profile: MemberProfileView; lang: string; role: StaffRole; onChanged: () => void }) {
  const { t } = useTranslation();
  const fid = useId();
  const write = can(role, 'members.write');
  const adjust = can(role, 'members.adjust');
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [adj, setAdj] = useState({ amount: '', reason: '' });
  const [bonus, setBonus] = useState({ amount: '', wagering: '1', reason: '' });

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
      setPending(null);
      setReason('');
      onChanged();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const confirmRun = () => {
    if (pending === 'lock') void run(async () => ((await membersDesk.lock(p.id, reason.trim() || undefined)).changed ? t('bo.members.actions.locked') : t('bo.members.actions.alreadyLocked')));
    if (pending === 'unlock') void run(async () => ((await membersDesk.unlock(p.id, reason.trim() || undefined)).changed ? t('bo.members.actions.unlocked') : t('bo.members.actions.alreadyActive')));
    if (pending === 'reset')
      void run(async () => {
        setTemporary((await membersDesk.passwordReset(p.id)).temporaryPassword);
        return t('bo.members.actions.resetDone');
      });
    if (pending === 'totp') void run(async () => ((await membersDesk.secondFactorReset(p.id)).reset ? t('bo.members.actions.totpDone') : t('bo.members.actions.totpNothing')));
    if (pending === 'pp') void run(async () => ((await membersDesk.paymentPasswordUnlock(p.id)).unlocked ? t('bo.members.actions.ppUnlocked') : t('bo.members.actions.ppNothing')));
  };
  const submitAdjust = (e: FormEvent) => {
    e.preventDefault();
    const amount = toMinor(adj.amount, true);
    if (amount === null || !adj.reason.trim()) {
      setError(t('bo.members.adjust.invalid'));
      return;
    }
    void run(async () => {
      const r = await membersDesk.adjust(p.id, amount, adj.reason.trim());
      setAdj({ amount: '', reason: '' });
      return t('bo.members.adjust.asked', { id: r.id });
    });
  };
  const submitBonus = (e: FormEvent) => {
    e.preventDefault();
    const amount = toMinor(bonus.amount, false);
    const wagering = Number(bonus.wagering);
    if (amount === null || !bonus.reason.trim() || !Number.isInteger(wagering) || wagering < 0 || wagering > 100) {
      setError(t('bo.members.bonus.invalid'));
      return;
    }
    void run(async () => {
      const r = await membersDesk.bonus(p.id, amount, wagering, bonus.reason.trim());
      setBonus({ amount: '', wagering: '1', reason: '' });
      return t('bo.members.bonus.asked', { id: r.id });
    });
  };

  if (!write && !adjust) return <p>{t('bo.members.actions.none')}</p>;
  return (
    <div className={styles['panel']}>
      <h3>{t('bo.members.tab.actions')}</h3>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['ok']}>
          {done}
        </p>
      )}
      {temporary && (
        <div className={styles['card']} aria-labelledby={`${fid}-temp`}>
          <h4 id={`${fid}-temp`}>{t('bo.members.actions.tempTitle')}</h4>
          <p>
            <code className={styles['secret']}>{temporary}</code>
          </p>
          <p className={styles['muted']}>{t('bo.members.actions.tempHint')}</p>
        </div>
      )}
      {write && (
        <section className={styles['card']} aria-labelledby={`${fid}-acc`}>
          <h4 id={`${fid}-acc`}>{t('bo.members.actions.account')}</h4>
          {pending === null ? (
            <div className={styles['bar']}>
              {p.status === 'active' ? (
                <button type="button" className={styles['danger']} onClick={() => setPending('lock')}>
                  {t('bo.members.actions.lock')}
                </button>
              ) : (
                <button type="button" onClick={() => setPending('unlock')}>
                  {t('bo.members.actions.unlock')}
                </button>
              )}
              <button type="button" onClick={() => setPending('reset')}>
                {t('bo.members.actions.reset')}
              </button>
              {p.totpEnabled && (
                <button type="button" onClick={() => setPending('totp')}>
                  {t('bo.members.actions.totp')}
                </button>
              )}
              {p.paymentPasswordLocked && (
                <button type="button" onClick={() => setPending('pp')}>
                  {t('bo.members.actions.ppUnlock')}
                </button>
              )}
            </div>
          ) : (
            <div className={styles['form']} role="group" aria-labelledby={`${fid}-confirm`}>
              <p id={`${fid}-confirm`}>{t(`bo.members.actions.confirm.${pending}`, { account: p.account })}</p>
              {(pending === 'lock' || pending === 'unlock') && (
                <div className={styles['field']}>
                  <label htmlFor={`${fid}-reason`}>{t('bo.members.reason')}</label>
                  <input id={`${fid}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
                </div>
              )}
              <div className={styles['bar']}>
                <button type="button" className={pending === 'lock' ? styles['danger'] : styles['primary']} disabled={busy} onClick={confirmRun}>
                  {t(`bo.members.actions.do.${pending}`)}
                </button>
                <button type="button" onClick={() => setPending(null)}>
                  {t('bo.members.cancel')}
                </button>
              </div>
            </div>
          )}
        </section>
      )}
      {adjust && (
        <>
          <form className={`${styles['card']} ${styles['form']}`} onSubmit={submitAdjust} noValidate aria-labelledby={`${fid}-adj`}>
            <h4 id={`${fid}-adj`}>{t('bo.members.adjust.title')}</h4>
            <p className={styles['muted']}>{t('bo.members.adjust.hint')}</p>
            <div className={styles['field']}>
              <label htmlFor={`${fid}-adj-amount`}>{t('bo.members.adjust.amount')}</label>
              <input id={`${fid}-adj-amount`} inputMode="decimal" value={adj.amount} onChange={(e) => setAdj({ ...adj, amount: e.target.value })} required />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${fid}-adj-reason`}>{t('bo.members.reason')}</label>
              <input id={`${fid}-adj-reason`} value={adj.reason} maxLength={200} onChange={(e) => setAdj({ ...adj, reason: e.target.value })} required />
            </div>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.members.adjust.submit')}
            </button>
          </form>
          <form className={`${styles['card']} ${styles['form']}`} onSubmit={submitBonus} noValidate aria-labelledby={`${fid}-bonus`}>
            <h4 id={`${fid}-bonus`}>{t('bo.members.bonus.title')}</h4>
            <p className={styles['muted']}>{t('bo.members.bonus.hint')}</p>
            <div className={styles['field']}>
              <label htmlFor={`${fid}-bonus-amount`}>{t('bo.members.bonus.amount')}</label>
              <input id={`${fid}-bonus-amount`} inputMode="decimal" value={bonus.amount} onChange={(e) => setBonus({ ...bonus, amount: e.target.value })} required />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${fid}-bonus-wagering`}>{t('bo.members.bonus.wagering')}</label>
              <input id={`${fid}-bonus-wagering`} inputMode="numeric" value={bonus.wagering} onChange={(e) => setBonus({ ...bonus, wagering: e.target.value })} />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${fid}-bonus-reason`}>{t('bo.members.reason')}</label>
              <input id={`${fid}-bonus-reason`} value={bonus.reason} maxLength={140} onChange={(e) => setBonus({ ...bonus, reason: e.target.value })} required />
            </div>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.members.bonus.submit')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
