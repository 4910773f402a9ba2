import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '#lib/api.ts';
import { formatDateTime } from '#lib/format.ts';
import { useTimeZone } from '../common/use-time-zone.ts';
import type { Notice, NoticePage } from '#lib/types/shell.ts';
import { Pagination } from '../common/pagination.tsx';
import styles from './notice-board.module.css';

/** Spec §9: notices are listed nine per page. */
export const NOTICE_PAGE_SIZE = 9;

type Tab = 'B' | 'PR' | 'PL';
export const NOTICE_TABS: readonly Tab[] = ['B', 'PR', 'PL'];

export interface NoticeBoardProps {
  lang: string;
  /** The notice to open; the board starts on the page holding it. */
  selectedId?: number | undefined;
  type?: Tab;
  /** The first page when the page was rendered with it (no request needed). */
  initial?: NoticePage | undefined;
}

/**
 * Notices nine per page with their type tabs; choosing one shows its title and rich text.
 * Changing page or tab clears the selection.
 */
export function NoticeBoard({ lang, selectedId, type = 'B', initial }: NoticeBoardProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const [tab, setTab] = useState<Tab>(type);
  const [page, setPage] = useState<NoticePage | null>(selectedId === undefined ? (initial ?? null) : null);
  const [pageNo, setPageNo] = useState(initial?.pageNum ?? 1);
  const [selected, setSelected] = useState<number | null>(selectedId ?? null);
  const [error, setError] = useState(false);
  const focus = useRef<number | undefined>(selectedId);
  const detail = useRef<HTMLElement>(null);
  const skipFirstLoad = useRef(selectedId === undefined && initial !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    let live = true;
    setError(false);
    api
      .get<NoticePage>('/wps/relay/MCSFE_getListAnnouncements', {
        types: tab,
        platform: 'W',
        language: lang,
        pageNo,
        pageSize: NOTICE_PAGE_SIZE,
        ...(focus.current !== undefined ? { focusId: focus.current } : {}),
      })
      .then((result) => {
        if (!live) return;
        focus.current = undefined;
        setPage(result);
        if (result.pageNum !== pageNo) setPageNo(result.pageNum);
      })
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, [lang, tab, pageNo]);

  const changePage = (next: number) => {
    setSelected(null);
    setPageNo(next);
  };
  const changeTab = (next: Tab) => {
    setSelected(null);
    setPage(null);
    setPageNo(1);
    setTab(next);
  };
  const choose = (n: Notice) => {
    setSelected(selected === n.id ? null : n.id);
    requestAnimationFrame(() => detail.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };

  const current = page?.list.find((n) => n.id === selected) ?? null;

  return (
    <div className={styles.board}>
      <div className={styles.tabs} role="tablist" aria-label={t('notices.tabs.label')}>
        {NOTICE_TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={styles.tab} onClick={() => changeTab(k)}>
            {t(`notices.type.${k}`)}
          </button>
        ))}
      </div>
      <div className={styles.panes}>
        <div className={styles.listPane}>
          {error && <p role="alert" className={styles.empty}>{t('common.error.network')}</p>}
          {!error && page === null && <p className={styles.empty} aria-busy="true">{t('common.loading')}</p>}
          {!error && page?.list.length === 0 && <p className={styles.empty}>{t('notices.empty')}</p>}
          {page && page.list.length > 0 && (
            <ul className={styles.list} aria-label={t('notices.list.label')}>
              {page.list.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={selected === n.id}
                    aria-controls="notice-detail"
                    onClick={() => choose(n)}
                  >
                    <span className={styles.itemTitle}>{n.title}</span>
                    <time className={styles.time} dateTime={new Date(n.timestamp).toISOString()}>
                      {formatDateTime(n.timestamp, lang, zone)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {page && <Pagination page={page.pageNum} totalPages={page.totalPages} onChange={changePage} />}
        </div>
        <section id="notice-detail" ref={detail} className={styles.detail} aria-live="polite">
          {current ? (
            <article>
              <h3 className={styles.detailTitle}>{current.title}</h3>
              <time className={styles.time}>{formatDateTime(current.timestamp, lang, zone)}</time>
              {current.imageUrl && <img className={styles.image} src={current.imageUrl} alt="" width="1200" height="450" loading="lazy" />}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: current.content }} />
            </article>
          ) : (
            <p className={styles.hint}>{t('notices.choose')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
