import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { type VipDesk, vipDesk } from '#lib/backoffice/vip-api.ts';
import { formatNumber } from '#lib/format.ts';
import type { DeskProps } from '../desk-props.ts';
import { LadderTable } from './vip-ladder-table.tsx';
import { SetRankForm } from './vip-rank-form.tsx';
import { LoyaltySettingsForm } from './vip-settings-form.tsx';
import styles from './vip.module.css';
import { failureText } from './vip-parts.ts';

/**
 * The loyalty desk's VIP tab: members per rank, the ladder (changes approved by a second staff
 * member), a member's rank set by hand and the loyalty settings.
 */
export default function VipTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const canWrite = can(staff.role, 'loyalty.write');
  const [desk, setDesk] = useState<VipDesk | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Bumped when the ladder is read again, so the table starts from what is stored. */
  const [round, setRound] = useState(0);
  const [ladderNotice, setLadderNotice] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setDesk(await vipDesk.desk());
      setRound((n) => n + 1);
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (!desk) return error ? <p role="alert" className={styles['error']}>{error}</p> : <p role="status">{t('bo.shell.loading')}</p>;
  const total = desk.counts.reduce((s, x) => s + x.members, 0);
  const vipMembers = desk.counts.filter((x) => desk.ladder.find((r) => r.rank === x.rank)?.vipService).reduce((s, x) => s + x.members, 0);
  return (
    <>
      <div className={styles['cards']}>
        <div className={styles['card']}>
          <span>{t('bo.vip.summary.members')}</span>
          <strong>{formatNumber(total, lang)}</strong>
        </div>
        <div className={styles['card']}>
          <span>{t('bo.vip.summary.ranks')}</span>
          <strong>{formatNumber(desk.ladder.length, lang)}</strong>
        </div>
        <div className={styles['card']}>
          <span>{t('bo.vip.summary.vipService')}</span>
          <strong>{formatNumber(vipMembers, lang)}</strong>
        </div>
      </div>
      <LadderTable key={round} desk={desk} canWrite={canWrite} lang={lang} zone={desk.timeZone} reload={reload} done={ladderNotice} setDone={setLadderNotice} />
      <SetRankForm desk={desk} canWrite={canWrite} lang={lang} zone={desk.timeZone} reload={reload} />
      <LoyaltySettingsForm currency={desk.currency} canWrite={canWrite} lang={lang} zone={desk.timeZone} />
    </>
  );
}
