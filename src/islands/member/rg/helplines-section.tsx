import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { rgApi } from '#lib/rg-api.ts';
import type { Helpline, Helplines } from '#lib/types/rg.ts';
import { Icon } from '../../common/icon.tsx';
import { FormError } from '../../forms/form-error.tsx';
import styles from './rg.module.css';

const KNOWN_COUNTRIES = new Set(['BD', 'GB']);

/** Independent helplines (an operator setting), the merchant's country first, grouped by country. */
export function HelplinesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState<Helplines | null>(null);
  const [error, setError] = useState<Message | null>(null);

  useEffect(() => void rgApi.helplines().then(setValue, (err: unknown) => setError(errorMessage(err))), []);

  const groups = new Map<string, Helpline[]>();
  for (const line of value?.lines ?? []) groups.set(line.country, [...(groups.get(line.country) ?? []), line]);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h4 id={titleId}>
        <Icon name="service" />
        {t('rg.help.title')}
      </h4>
      <p>{t('rg.help.text')}</p>
      <FormError error={error} />
      {[...groups].map(([country, lines]) => (
        <div key={country} className={styles.helpGroup}>
          <h5>{t(KNOWN_COUNTRIES.has(country) ? `rg.help.country.${country}` : 'rg.help.country.other')}</h5>
          <ul className={styles.helplines}>
            {lines.map((line) => (
              <li key={line.name}>
                <strong>{line.name}</strong>
                {line.phone && (
                  <span>
                    {t('rg.help.phone')}: <a href={`tel:${line.phone.replace(/\s/g, '')}`}>{line.phone}</a>
                    {line.hours && ` (${line.hours})`}
                  </span>
                )}
                <span>
                  {t('rg.help.website')}:{' '}
                  <a href={line.url} target="_blank" rel="noopener noreferrer">
                    {new URL(line.url).host.replace(/^www\./, '')}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
