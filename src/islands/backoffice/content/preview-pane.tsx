import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLang } from '#lib/backoffice/content-api.ts';
import styles from './content.module.css';

export interface PreviewItem {
  lang: ContentLang;
  title: string;
  /** Sanitized by the server, as the site shows it. */
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

/** Both languages side by side, rendered as the site's notice board shows a notice. */
export function PreviewPane({ items, onClose }: { items: readonly PreviewItem[]; onClose?: () => void }) {
  const { t } = useTranslation();
  const pane = useRef<HTMLElement>(null);
  // A preview opened from a row of a long list appears below it: bring it into view.
  // A block body: Chromium's scrollIntoView may return a promise, which React would take for a cleanup function.
  useEffect(() => {
    pane.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [items]);
  return (
    <section ref={pane} className={styles['preview']} aria-labelledby="content-preview-title">
      <div className={styles['previewHead']}>
        <h3 id="content-preview-title">{t('bo.content.preview.title')}</h3>
        {onClose && (
          <button type="button" onClick={onClose}>
            {t('bo.content.preview.close')}
          </button>
        )}
      </div>
      <div className={styles['previewGrid']}>
        {items.map((p) => (
          <article key={p.lang} lang={p.lang} className={styles['previewCard']} aria-label={t(`bo.content.lang.${p.lang}`)}>
            <p className={styles['previewLang']}>{t(`bo.content.lang.${p.lang}`)}</p>
            {p.imageUrl && <img src={p.imageUrl} alt="" className={styles['previewImage']} />}
            <h4 className={styles['previewTitle']}>{p.title || t('bo.content.preview.noTitle')}</h4>
            {/* The server sanitized this HTML (scripts, handlers and unsafe links removed), as the site does. */}
            <div className={styles['previewBody']} dangerouslySetInnerHTML={{ __html: p.content }} />
            {p.linkUrl && (
              <p className={styles['previewLink']}>
                {t('bo.content.preview.link')}: {p.linkUrl}
              </p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
