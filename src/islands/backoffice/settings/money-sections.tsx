import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ipOnList, settingsDesk } from '#lib/backoffice/settings-api.ts';
import { NumberField, PendingList, type SectionProps, SectionForm, useUnits } from './parts.tsx';
import styles from './settings.module.css';

/** Withdrawal limits and fee, and the cashier's timings: every change waits for a second staff member. */
export function CashierSection(p: SectionProps) {
  const { t } = useTranslation();
  const u = useUnits(p);
  const c = p.settings.cashier;
  const [min, setMin] = useState(u.toUnits(c.minWithdrawal));
  const [max, setMax] = useState(u.toUnits(c.maxWithdrawal));
  const [feePct, setFeePct] = useState(c.withdrawalFeeBp / 100);
  const [receipt, setReceipt] = useState(c.autoReceiptMinutes);
  const [stepUp, setStepUp] = useState(c.newAccountStepUpHours);
  return (
    <SectionForm
      title={t('bo.settings.section.cashier')}
      intro={t('bo.settings.cashier.intro')}
      canWrite={p.canWrite}
      money
      reload={p.reload}
      save={() =>
        settingsDesk.set('cashier', {
          minWithdrawal: u.toMinor(min),
          maxWithdrawal: u.toMinor(max),
          withdrawalFeeBp: Math.round(feePct * 100),
          autoReceiptMinutes: receipt,
          newAccountStepUpHours: stepUp,
        })
      }
    >
      <PendingList pending={p.pending} keys={['cashier']} />
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.cashier.min', { code: u.code })} value={min} onChange={setMin} step={u.step} />
        <NumberField label={t('bo.settings.cashier.max', { code: u.code })} value={max} onChange={setMax} step={u.step} />
        <NumberField label={t('bo.settings.cashier.fee')} hint={t('bo.settings.cashier.feeHint')} value={feePct} onChange={setFeePct} step={0.01} />
      </div>
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.cashier.autoReceipt')} value={receipt} onChange={setReceipt} min={5} />
        <NumberField label={t('bo.settings.cashier.stepUp')} value={stepUp} onChange={setStepUp} />
      </div>
      <p className={styles['muted']}>{t('bo.settings.cashier.depositNote')}</p>
    </SectionForm>
  );
}

/** The back office's own rules: the IP allow-list (applies at once) and the withdrawal approval threshold (money). */
export function BackofficeSection(p: SectionProps) {
  const { t } = useTranslation();
  const u = useUnits(p);
  const bo = p.settings.backoffice;
  const [text, setText] = useState(bo.ipAllowList.join('\n'));
  const [threshold, setThreshold] = useState(u.toUnits(bo.withdrawalApprovalAbove));
  const list = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const locksOut = !ipOnList(list, p.callerIp);
  return (
    <>
      <SectionForm
        title={t('bo.settings.backoffice.ipTitle')}
        intro={t('bo.settings.backoffice.ipIntro')}
        canWrite={p.canWrite}
        reload={p.reload}
        save={async () => {
          if (locksOut) return Promise.reject(new Error(t('bo.settings.backoffice.lockout', { ip: p.callerIp })));
          return settingsDesk.set('backoffice', { ...p.settings.backoffice, ipAllowList: list });
        }}
      >
        <p className={styles['warning']} role="note">
          {t('bo.settings.backoffice.warning', { ip: p.callerIp })}
        </p>
        <label className={styles['field']}>
          <span>{t('bo.settings.backoffice.ipList')}</span>
          <textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} aria-invalid={locksOut || undefined} placeholder="203.0.113.0/24" />
          <small className={styles['muted']}>{t('bo.settings.backoffice.ipHint')}</small>
        </label>
        {locksOut && (
          <p role="alert" className={styles['error']}>
            {t('bo.settings.backoffice.lockout', { ip: p.callerIp })}
          </p>
        )}
      </SectionForm>
      <SectionForm
        title={t('bo.settings.backoffice.thresholdTitle')}
        intro={t('bo.settings.backoffice.thresholdIntro')}
        canWrite={p.canWrite}
        money
        reload={p.reload}
        save={() => settingsDesk.set('backoffice', { ...p.settings.backoffice, withdrawalApprovalAbove: u.toMinor(threshold) })}
      >
        <PendingList pending={p.pending} keys={['backoffice']} />
        <NumberField label={t('bo.settings.backoffice.threshold', { code: u.code })} value={threshold} onChange={setThreshold} step={u.step} />
      </SectionForm>
    </>
  );
}
