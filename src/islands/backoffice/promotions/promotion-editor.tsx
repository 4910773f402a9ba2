/**
 * One promotion's form: presentation, schedule, audience and mechanic with its parameters in plain
 * words, a preview in both languages, and the actions its status allows — save a draft and ask to
 * publish; on a published promotion save the presentation at once, ask to change the money rules,
 * or end it. Each action that needs a second person or cannot be undone asks first.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Preview, type PromotionForm, promotionsDesk } from '#lib/backoffice/promotions-api.ts';
import { SubmissionKey } from '#lib/cashier-api.ts';
import type { StaffPromotion } from '#lib/contracts/backoffice-promotions.ts';
import { formatMoney } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { explainSpec } from './explain.ts';
import type { Currency } from './fields.tsx';
import { emptyForm, formOf } from './form-model.ts';
import { MechanicEditor } from './mechanic-editor.tsx';
import { PresentationSection } from './presentation-section.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { RulesSection } from './rules-section.tsx';
import styles from './promotions.module.css';

type Ask = 'publish' | 'rules' | 'end';

interface Props {
  lang: string;
  zone: string;
  currency: Currency;
  canWrite: boolean;
  promotion: StaffPromotion | null;
  onSaved: (p: StaffPromotion, message: string) => void;
  onClose: () => void;
}

export function PromotionEditor({ lang, zone, currency, canWrite, promotion, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PromotionForm>(() => (promotion ? formOf(promotion) : emptyForm()));
  const [previews, setPreviews] = useState<Preview[] | null>(null);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submission = useRef(new SubmissionKey());
  const status = promotion?.status ?? 'draft';
  const published = status === 'published';
  const editable = canWrite && (status === 'draft' || published);
  const rulesEditable = editable;
  const set = (patch: Partial<PromotionForm>) => setForm((f) => ({ ...f, ...patch }));
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const words = useMemo(() => {
    try {
      return explainSpec(t, form.spec as Parameters<typeof explainSpec>[1], money);
    } catch {
      return [];
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- money follows lang and currency
  }, [form.spec, t, lang, currency]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (!promotion) return onSaved(await submission.current.send(form, (key) => promotionsDesk.create(key, form)), t('bo.promotions.done.created'));
      if (published) {
        const { type, tags, title, terms, banner, sort } = form;
        return onSaved(await promotionsDesk.presentation(promotion.id, promotion.version, { type, tags, title, terms, banner, sort }), t('bo.promotions.done.presentation'));
      }
      onSaved(await promotionsDesk.update(promotion.id, promotion.version, form), t('bo.promotions.done.saved'));
    });
  };

  const confirmed = (what: Ask) =>
    run(async () => {
      if (!promotion) return;
      if (what === 'publish') {
        const r = await promotionsDesk.publish(promotion.id, promotion.version);
        return onSaved(r.promotion, t('bo.promotions.done.publishAsked', { id: r.approvalId }));
      }
      if (what === 'rules') {
        const { startsAt, endsAt, audience, spec } = form;
        const r = await promotionsDesk.rules(promotion.id, promotion.version, { startsAt, endsAt, audience, spec });
        return onSaved(r.promotion, t('bo.promotions.done.rulesAsked', { id: r.approvalId }));
      }
      onSaved(await promotionsDesk.end(promotion.id, promotion.version), t('bo.promotions.done.ended'));
    });

  const preview = () => run(async () => setPreviews(await promotionsDesk.draftPreview(form)));
  const dirty = promotion !== null && JSON.stringify(formOf(promotion)) !== JSON.stringify(form);

  return (
    <form className={styles['editor']} onSubmit={save} noValidate aria-labelledby="promo-editor-title">
      <div className={styles['editorHead']}>
        <h2 id="promo-editor-title">{promotion ? t('bo.promotions.edit', { id: promotion.id }) : t('bo.promotions.new')}</h2>
        {promotion && <span className={styles[`status-${status}`]}>{t(`bo.promotions.status.${status}`)}</span>}
        <button type="button" onClick={onClose}>
          {t('bo.promotions.backToList')}
        </button>
      </div>
      {promotion && promotion.pending.length > 0 && (
        <p role="note" className={styles['pendingNote']}>
          {promotion.pending.map((r) => t(`bo.promotions.pending.${r.kind === 'promotion.publish' ? 'publish' : 'rules'}`, { id: r.approvalId })).join(' ')}
        </p>
      )}
      {published && <p className={styles['hint']}>{t('bo.promotions.publishedHint')}</p>}
      <PresentationSection form={form} set={set} disabled={!editable || busy} />
      <RulesSection form={form} set={set} zone={zone} disabled={!rulesEditable || busy} />
      <section className={styles['section']} aria-labelledby="promo-mechanic">
        <h3 id="promo-mechanic">{t('bo.promotions.section.mechanic')}</h3>
        <MechanicEditor spec={form.spec as Parameters<typeof explainSpec>[1]} currency={currency} mechanicLocked={published} disabled={!rulesEditable || busy} onChange={(spec) => set({ spec })} />
        <h4>{t('bo.promotions.preview.words')}</h4>
        <ul className={styles['words']} aria-live="polite">
          {words.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </section>
      <div aria-live="polite">
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
      </div>
      <div className={styles['actions']}>
        <button type="button" disabled={busy} onClick={preview}>
          {t('bo.promotions.action.preview')}
        </button>
        {editable && (
          <button type="submit" className={styles['primary']} disabled={busy}>
            {published ? t('bo.promotions.action.savePresentation') : t('bo.promotions.action.saveDraft')}
          </button>
        )}
        {canWrite && status === 'draft' && promotion && (
          <button type="button" disabled={busy || dirty} title={dirty ? t('bo.promotions.saveFirst') : undefined} onClick={() => setAsking('publish')}>
            {t('bo.promotions.action.publish')}
          </button>
        )}
        {canWrite && published && (
          <>
            <button type="button" disabled={busy} onClick={() => setAsking('rules')}>
              {t('bo.promotions.action.rules')}
            </button>
            <button type="button" className={styles['danger']} disabled={busy} onClick={() => setAsking('end')}>
              {t('bo.promotions.action.end')}
            </button>
          </>
        )}
      </div>
      {previews && <PreviewPane previews={previews} zone={zone} words={words} />}
      {asking && (
        <ConfirmDialog
          title={t(`bo.promotions.confirm.${asking}.title`)}
          text={t(`bo.promotions.confirm.${asking}.text`, { title: form.title[lang === 'en' ? 'en' : 'bn'] })}
          confirm={t(`bo.promotions.confirm.${asking}.ok`)}
          busy={busy}
          onConfirm={() => void confirmed(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </form>
  );
}
