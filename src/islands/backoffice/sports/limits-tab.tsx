/**
 * Players' stake factors: a player's part of every market's limits (25 % takes a quarter of each
 * limit, 0 % no sports bets), kept with a note; staff with sports.trade set and remove them.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { STAKE_NOTE_MAX } from '#lib/contracts/backoffice-sports-risk.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type StakeFactor, sportsDesk } from './desk-api.ts';
import { percent, useMerchant } from './shared.tsx';
import local from './sports-desk.module.css';

export default function LimitsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const trader = can(staff.role, 'sports.trade');
  const [items, setItems] = useState<StakeFactor[] | null>(null);
  const [member, setMember] = useState('');
  const [factor, setFactor] = useState('25');
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await sportsDesk.stakeFactors()).items);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pct = Number(factor.replace(',', '.'));
    if (!member.trim() || !Number.isFinite(pct) || pct < 0 || pct > 1000) {
      setFailed(t('bo.sports.limits.bad'));
      return;
    }
    try {
      const row = await sportsDesk.setStakeFactor(member.trim(), Math.round(pct * 100), note.trim());
      setDone(t('bo.sports.limits.saved', { member: row.username, factor: percent(row.factorBps, lang) }));
      setFailed(null);
      setMember('');
      setNote('');
      void load();
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  const remove = async (row: StakeFactor) => {
    try {
      await sportsDesk.clearStakeFactor(row.memberId);
      setDone(t('bo.sports.limits.removed', { member: row.username }));
      void load();
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.sports.limits.title')}</h2>
      <p className={local['intro']}>{t('bo.sports.limits.intro')}</p>
      {trader && (
        <form className={local['box']} onSubmit={(e) => void submit(e)} aria-label={t('bo.sports.limits.form')}>
          <div className={local['grid']}>
            <div className={styles['field']}>
              <label htmlFor={`${id}-member`}>{t('bo.sports.limits.member')}</label>
              <input id={`${id}-member`} value={member} maxLength={40} required onChange={(e) => setMember(e.target.value)} />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${id}-factor`}>{t('bo.sports.limits.factor')}</label>
              <input id={`${id}-factor`} inputMode="decimal" value={factor} required onChange={(e) => setFactor(e.target.value)} />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${id}-note`}>{t('bo.sports.limits.note')}</label>
              <input id={`${id}-note`} value={note} maxLength={STAKE_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
            </div>
            <button type="submit" className={styles['primary']}>
              {t('bo.sports.limits.set')}
            </button>
          </div>
        </form>
      )}
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {items && (
        <div className={local['scroll']}>
          <table className={local['table']}>
            <caption>{t('bo.sports.limits.caption', { total: formatNumber(items.length, lang) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.sports.limits.member')}</th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.limits.factor')}
                </th>
                <th scope="col">{t('bo.sports.limits.note')}</th>
                <th scope="col">{t('bo.sports.limits.by')}</th>
                <th scope="col">{t('bo.sports.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.memberId}>
                  <th scope="row">{r.username}</th>
                  <td className={`${local['num']} ${r.factorBps === 0 ? local['warn'] : ''}`}>{percent(r.factorBps, lang)}</td>
                  <td>{r.note || '—'}</td>
                  <td>
                    {r.updatedBy ?? '—'}
                    <br />
                    <span className={styles['muted']}>{formatDateTime(r.updatedAt, lang, merchant.timeZone)}</span>
                  </td>
                  <td>
                    {trader && (
                      <button type="button" className={styles['danger']} onClick={() => void remove(r)} aria-label={t('bo.sports.limits.removeFor', { member: r.username })}>
                        {t('bo.sports.limits.remove')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {!items.length && (
                <tr>
                  <td colSpan={5} className={styles['muted']}>
                    {t('bo.sports.limits.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
