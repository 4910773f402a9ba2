import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLang } from '#lib/backoffice/content-api.ts';
import styles from './content.module.css';

const LANGS: readonly ContentLang[] = ['bn', 'en'];

/** A tab per site language (Bengali, English); every language stays mounted so nothing typed is lost. */
export function LanguageTabs({ label, children }: { label: string; children: (lang: ContentLang) => ReactNode }) {
  const { t } = useTranslation();
  const base = useId();
  const [active, setActive] = useState<ContentLang>('bn');
  const move = (dir: 1 | -1) => {
    const next = LANGS[(LANGS.indexOf(active) + dir + LANGS.length) % LANGS.length] ?? 'bn';
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <div className={styles['langTabs']}>
      <div role="tablist" aria-label={label} className={styles['tabList']}>
        {LANGS.map((l) => (
          <button
            key={l}
            id={`${base}-tab-${l}`}
            type="button"
            role="tab"
            aria-selected={active === l}
            aria-controls={`${base}-panel-${l}`}
            tabIndex={active === l ? 0 : -1}
            className={styles['tab']}
            onClick={() => setActive(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {t(`bo.content.lang.${l}`)}
          </button>
        ))}
      </div>
      {LANGS.map((l) => (
        <div key={l} id={`${base}-panel-${l}`} role="tabpanel" aria-labelledby={`${base}-tab-${l}`} hidden={active !== l} className={styles['tabPanel']}>
          {children(l)}
        </div>
      ))}
    </div>
  );
}
