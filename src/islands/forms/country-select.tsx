import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageResource } from '#lib/i18n/language-resources.ts';
import { localDigits } from '#lib/format.ts';
import { $countries, loadCountries } from '#lib/stores/catalogue.ts';
import { Icon } from '../common/icon.tsx';
import styles from './country-select.module.css';

/** Spec §4/§9: the list closes 200 ms after the field loses focus (so a click on an option lands). */
const CLOSE_DELAY_MS = 200;

export interface CountrySelectProps {
  lang: string;
  /** The chosen dialing code, digits only ("880"). */
  value: string;
  onValue: (dialingCode: string) => void;
}

/**
 * Spec §4 country selector: a select-only combobox of dialing codes with flags, country names in
 * the page's language; opens on focus, closes 200 ms after blur or on choosing.
 */
export function CountrySelect({ lang, value, onValue }: CountrySelectProps) {
  const { t } = useTranslation();
  const countries = useStore($countries);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([languageResource(lang).tag], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);
  const nameOf = (code: string) => names?.of(code) ?? code;

  useEffect(() => {
    void loadCountries();
    return () => clearTimeout(closeTimer.current);
  }, []);

  const first = countries?.[0];
  const pickFirst = useEffectEvent(onValue);
  useEffect(() => {
    if (!value && first) pickFirst(first.countryDialingCode);
  }, [value, first]);

  const list = countries ?? [];
  const chosen = list.find((c) => c.countryDialingCode === value);

  const openList = () => {
    clearTimeout(closeTimer.current);
    setActive(Math.max(0, list.findIndex((c) => c.countryDialingCode === value)));
    setOpen(true);
  };
  const choose = (index: number) => {
    const c = list[index];
    if (c) onValue(c.countryDialingCode);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!list.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + list.length) % list.length);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (open) choose(active);
      else openList();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : list.length - 1);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const display = chosen ? localDigits(`+${chosen.countryDialingCode}`, lang) : '';

  return (
    <div className={styles.select}>
      {chosen && <img className={styles.flag} src={`/images/country-flag/${chosen.countryCode}.svg`} alt="" width="20" height="15" />}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-description is global in WAI-ARIA 1.3; the rule's role table predates it */}
      <input
        className={`input ${styles.input}`}
        role="combobox"
        readOnly
        value={countries === null ? '…' : display}
        aria-label={t('auth.country.label')}
        aria-description={chosen ? nameOf(chosen.countryCode) : undefined}
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        onFocus={openList}
        onClick={openList}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <span className={styles.chevron}>
        <Icon name="chevron-down" />
      </span>
      <ul id={listId} role="listbox" aria-label={t('auth.country.list')} className={styles.list} hidden={!open}>
        {countries !== null && list.length === 0 && (
          <li className={styles.empty}>
            <span>{t('auth.country.failed')}</span>
            <button type="button" className="btn" onClick={() => void loadCountries()}>
              {t('auth.slider.retry')}
            </button>
          </li>
        )}
        {list.map((c, i) => (
          // The keyboard drives the options from the combobox (aria-activedescendant): an option itself never has focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={c.countryCode}
            id={optionId(i)}
            role="option"
            aria-selected={c.countryDialingCode === value}
            className={i === active ? `${styles.option} ${styles.active}` : styles.option}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(i)}
          >
            <img src={`/images/country-flag/${c.countryCode}.svg`} alt="" width="20" height="15" loading="lazy" />
            <span className={styles.name}>{nameOf(c.countryCode)}</span>
            <span className={styles.code}>{localDigits(`+${c.countryDialingCode}`, lang)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
