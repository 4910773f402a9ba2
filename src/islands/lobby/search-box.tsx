import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '#lib/games/paging.ts';
import { debounce } from '#lib/games/throttle.ts';
import styles from './lobby.module.css';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The lobby's search field: the words reach `onSearch` once typing pauses. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const send = useMemo(() => debounce((v: string) => onSearch(v.trim()), SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => send.cancel(), [send]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        send.cancel();
        onSearch(value.trim());
      }}
    >
      <label className="visually-hidden" htmlFor="lobby-search">
        {t('lobby.search.label')}
      </label>
      <span className={`icon-mask ${styles.searchIcon}`} style={{ '--icon': 'url(/images/categories/search.svg)' } as CSSProperties} aria-hidden="true" />
      <input
        id="lobby-search"
        className="input"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('lobby.search.placeholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          send(e.target.value);
        }}
      />
    </form>
  );
}
