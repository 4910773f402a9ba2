/** The presentation of a promotion: type, tags, and per language its title, terms and banner. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionForm } from '#lib/backoffice/promotions-api.ts';
import { PROMOTION_TAGS, PROMOTION_TYPES } from '#lib/contracts/promotion-model.ts';
import { RichTextEditor } from '../content/rich-text-editor.tsx';
import { SelectField, TextField } from './fields.tsx';
import { SITE_BANNERS } from './form-model.ts';
import styles from './promotions.module.css';

type Lang = 'bn' | 'en';
const LANGS: readonly Lang[] = ['bn', 'en'];

interface Props {
  form: PromotionForm;
  set: (patch: Partial<PromotionForm>) => void;
  disabled: boolean;
}

function BannerChooser({ lang, value, onChange, disabled }: { lang: Lang; value: string; onChange: (v: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const own = !(SITE_BANNERS as readonly string[]).includes(value);
  return (
    <fieldset className={styles['banners']}>
      <legend>{t('bo.promotions.banner.label', { lang: t(`bo.promotions.lang.${lang}`) })}</legend>
      <div className={styles['bannerChoices']}>
        {SITE_BANNERS.map((src) => (
          <label key={src} className={styles['bannerChoice']}>
            <input type="radio" name={id} checked={value === src} disabled={disabled} onChange={() => onChange(src)} />
            <img src={src} alt={t('bo.promotions.banner.site', { name: src.replace(/^.*\/(.*)\.svg$/, '$1') })} width={120} height={40} loading="lazy" />
          </label>
        ))}
      </div>
      <TextField label={t('bo.promotions.banner.address')} hint={t('bo.promotions.banner.addressHint')} value={own ? value : ''} disabled={disabled} onChange={(v) => onChange(v.trim() ? v.trim() : SITE_BANNERS[0])} />
    </fieldset>
  );
}

export function PresentationSection({ form, set, disabled }: Props) {
  const { t } = useTranslation();
  const setText = (field: 'title' | 'terms' | 'banner', lang: Lang, value: string) => set({ [field]: { ...form[field], [lang]: value } } as Partial<PromotionForm>);
  return (
    <section className={styles['section']} aria-labelledby="promo-presentation">
      <h3 id="promo-presentation">{t('bo.promotions.section.presentation')}</h3>
      <div className={styles['grid']}>
        <SelectField label={t('bo.promotions.field.type')} value={form.type} options={PROMOTION_TYPES.map((v) => ({ value: v, label: t(`bo.promotions.type.${v}`) }))} disabled={disabled} onChange={(type) => set({ type })} />
        <TextField label={t('bo.promotions.field.sort')} hint={t('bo.promotions.field.sortHint')} value={String(form.sort ?? 0)} disabled={disabled} onChange={(v) => set({ sort: Number.parseInt(v, 10) || 0 })} />
      </div>
      <fieldset className={styles['checks']}>
        <legend>{t('bo.promotions.field.tags')}</legend>
        {PROMOTION_TAGS.map((tag) => (
          <label key={tag}>
            <input type="checkbox" checked={form.tags.includes(tag)} disabled={disabled} onChange={(e) => set({ tags: e.target.checked ? [...form.tags, tag] : form.tags.filter((x) => x !== tag) })} />
            {t(`bo.promotions.tag.${tag}`)}
          </label>
        ))}
      </fieldset>
      {LANGS.map((lang) => (
        <fieldset key={lang} className={styles['language']} lang={lang}>
          <legend>{t(`bo.promotions.lang.${lang}`)}</legend>
          <TextField label={t('bo.promotions.field.title', { lang: t(`bo.promotions.lang.${lang}`) })} lang={lang} maxLength={200} value={form.title[lang]} disabled={disabled} onChange={(v) => setText('title', lang, v)} />
          {disabled ? (
            <div className={styles['termsRead']} dangerouslySetInnerHTML={{ __html: form.terms[lang] }} />
          ) : (
            <RichTextEditor label={t('bo.promotions.field.terms', { lang: t(`bo.promotions.lang.${lang}`) })} lang={lang} value={form.terms[lang]} onChange={(v) => setText('terms', lang, v)} />
          )}
          <BannerChooser lang={lang} value={form.banner[lang]} disabled={disabled} onChange={(v) => setText('banner', lang, v)} />
        </fieldset>
      ))}
    </section>
  );
}
