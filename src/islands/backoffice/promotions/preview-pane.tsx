/** The promotion as the member pages will show it, per language: its card (banner, title, type, tags, dates) and its terms. */
import { useTranslation } from 'react-i18next';
import type { Preview } from '#lib/backoffice/promotions-api.ts';
import { formatDateTime } from '#lib/format.ts';
import styles from './promotions.module.css';

export function PreviewPane({ previews, zone, words }: { previews: Preview[]; zone: string; words: string[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles['preview']} aria-labelledby="promo-preview">
      <h3 id="promo-preview">{t('bo.promotions.preview.title')}</h3>
      <div className={styles['previewGrid']}>
        {previews.map(({ lang, card, detail }) => (
          <article key={lang} lang={lang} className={styles['previewCard']} aria-label={t('bo.promotions.preview.in', { lang: t(`bo.promotions.lang.${lang}`) })}>
            <img src={card.banner} alt="" className={styles['previewBanner']} />
            <div className={styles['previewText']}>
              <h4>{card.title}</h4>
              <p className={styles['chips']}>
                <span className={styles['chip']}>{t(`bo.promotions.type.${card.type}`)}</span>
                {card.tags.map((tag) => (
                  <span key={tag} className={styles['chip']}>
                    {t(`bo.promotions.tag.${tag}`)}
                  </span>
                ))}
              </p>
              <p className={styles['hint']}>
                {formatDateTime(card.startsAt, lang, zone)} – {formatDateTime(card.endsAt, lang, zone)}
              </p>
              <div className={styles['termsRead']} dangerouslySetInnerHTML={{ __html: detail.terms }} />
            </div>
          </article>
        ))}
      </div>
      <h4>{t('bo.promotions.preview.words')}</h4>
      <ul className={styles['words']}>
        {words.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}
