import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '#lib/contracts/promotion-model.ts';
import { applyToPromotion, loadApplication, type MyApplication, newApplicationRequestId } from '#lib/stores/missions.ts';
import { StatusChip, type Tone } from '../../member/cashier/status-chip.tsx';
import cashier from '../../member/cashier/cashier.module.css';
import { useMoney } from '../../member/cashier/use-money.ts';
import { missionError } from '../../member/missions/mission-error.ts';
import { useMissionsMessages } from '../../member/missions/use-missions-messages.ts';
import type { PanelProps } from './panel-props.ts';

const TONE: Record<MyApplication['state'], Tone> = { applying: 'wait', issued: 'good', rejected: 'bad' };
const length = (s: string) => Array.from(s.trim()).length;

/** An application promotion on its page: what approval pays, the apply form (a comment with a live count) and then the application's state and the staff's reason. */
export default function ApplicationPanel({ promotion, view, refresh }: PanelProps) {
  useMissionsMessages();
  const { t } = useTranslation();
  const { money, number, time } = useMoney();
  const ids = { comment: useId(), hint: useId(), error: useId() };
  const [mine, setMine] = useState<MyApplication | null | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [requestId, setRequestId] = useState(newApplicationRequestId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = view !== null;
  useEffect(() => {
    if (signedIn) loadApplication(promotion.id).then(setMine, () => setMine(null));
  }, [signedIn, promotion.id]);
  if (promotion.spec.mechanic !== 'application') return null;
  const { amount, rules } = promotion.spec.params;
  const count = length(comment);
  const over = count > COMMENT_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (count === 0 || over) return setError(t(count === 0 ? 'missions.apply.empty' : 'missions.apply.tooLong', { max: number(COMMENT_MAX) }));
    setBusy(true);
    setError(null);
    try {
      setMine(await applyToPromotion(promotion.id, comment.trim(), requestId));
      setRequestId(newApplicationRequestId());
      refresh();
    } catch (err) {
      const m = missionError(err);
      setError(t(m.key, m.values ?? {}));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cashier.section} aria-labelledby="application-rules">
      <h2 id="application-rules" className={cashier.sectionTitle}>
        {mine ? t('missions.apply.mineTitle') : t('missions.apply.title')}
      </h2>
      <p>{rules ? t('missions.apply.rules.bonus', { amount: money(amount), multiple: number(rules.wageringMultiple), days: number(rules.expiryDays), maxBet: money(rules.maxBet) }) : t('missions.apply.rules.cash', { amount: money(amount) })}</p>
      <p className={cashier.muted}>{t('missions.apply.rules.once')}</p>
      {!signedIn ? (
        <p className={cashier.muted}>{t('missions.apply.signIn')}</p>
      ) : mine ? (
        <div className={cashier.stack}>
          <p className={cashier.sectionHead}>
            <StatusChip tone={TONE[mine.state]}>{t(`missions.apply.state.${mine.state}`)}</StatusChip>
            <span className={cashier.muted}>{mine.decidedAt ? t('missions.apply.decidedAt', { time: time(mine.decidedAt) }) : t('missions.apply.sentAt', { time: time(mine.createdAt) })}</span>
          </p>
          {mine.reason && <p className={cashier.notice} data-tone={mine.state === 'rejected' ? 'bad' : 'good'}>{t('missions.apply.reason', { reason: mine.reason })}</p>}
          <dl className={cashier.pairs}>
            <dt>{t('missions.apply.yourComment')}</dt>
            <dd>{mine.comment}</dd>
          </dl>
        </div>
      ) : mine === null && view.state === 'join' ? (
        <form className={cashier.form} onSubmit={(e) => void submit(e)} noValidate>
          <div className="field">
          <label htmlFor={ids.comment}>{t('missions.apply.commentLabel')}</label>
          <textarea
            id={ids.comment}
            className="input"
            style={{ padding: 'var(--space-2) var(--space-3)', resize: 'vertical' }}
            rows={3}
            value={comment}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            aria-invalid={over || undefined}
            onChange={(e) => {
              setComment(e.target.value);
              setError(null);
            }}
          />
          </div>
          <p id={ids.hint} className={over ? 'field-error' : cashier.muted} aria-live="polite">
            {t('missions.apply.commentHint', { max: number(COMMENT_MAX) })} {t('missions.apply.counter', { count: number(count), max: number(COMMENT_MAX) })}
          </p>
          {error && (
            <p id={ids.error} className={cashier.notice} data-tone="bad" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('missions.apply.submitting') : t('missions.apply.submit')}
          </button>
        </form>
      ) : mine === null ? (
        <p className={cashier.muted}>{t('missions.apply.closed')}</p>
      ) : (
        <div className={cashier.skeleton} aria-busy="true" />
      )}
    </section>
  );
}
