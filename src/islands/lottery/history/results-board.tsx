import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { formatDateTime, formatNumber, localDigits } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { $drawEvents } from '#lib/stores/lottery-live.ts';
import { $results, loadResultsPage, refreshAfterDraw, type ResultsPage } from '#lib/stores/lottery-results.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { ResultNumbers } from './result-numbers.tsx';
import { TrendsPanel } from './trends-panel.tsx';
import styles from './history.module.css';

interface Props {
  lottery: { code: string; name: string; format: LotteryFormat };
  initial: ResultsPage;
  timeZone: string;
}

const TABS = ['results', 'trends'] as const;
type Tab = (typeof TABS)[number];

function ResultsList({ lottery, lang, timeZone, initial }: Props & { lang: string }) {
  const { t } = useTranslation();
  const stored = useStore($results);
  // The server's first page stands until another page is asked for.
  const results = stored.state === 'idle' ? ({ state: 'ready', data: initial } as const) : stored;
  if (results.state === 'error')
    return (
      <div className={styles.notice} role="alert">
        <p>{t('lotteryHistory.results.failed')}</p>
        <button type="button" className="btn" onClick={() => void loadResultsPage(lottery.code, 1)}>
          {t('lotteryHistory.retry')}
        </button>
      </div>
    );
  if (results.state !== 'ready')
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t('lotteryHistory.loading')}</span>
      </div>
    );
  const { list, pageNum, totalPages } = results.data;
  if (list.length === 0) return <p className={styles.empty}>{t('lotteryHistory.results.empty')}</p>;
  return (
    <>
      <ol className={styles.draws} aria-label={t('lotteryHistory.results.listLabel', { name: lottery.name })}>
        {list.map((d) => (
          <li key={d.id} className={styles.draw} aria-labelledby={`draw-${d.id}`}>
            <div className={styles.drawHead}>
              <h3 id={`draw-${d.id}`} className={styles.issue}>
                {t('lotteryHistory.results.issue', { number: localDigits(d.number, lang) })}
              </h3>
              <time className={styles.muted} dateTime={new Date(d.drawAt).toISOString()}>
                {formatDateTime(d.drawAt, lang, timeZone)}
              </time>
              {d.status === 'void' && <span className={styles.pill} data-tone="void">{t('lotteryHistory.results.void')}</span>}
              {d.revision > 0 && <span className={styles.pill} data-tone="info">{t('lotteryHistory.results.corrected')}</span>}
            </div>
            <div className={styles.drawBody}>
              {d.result ? <ResultNumbers format={lottery.format} result={d.result} lang={lang} /> : <span className={styles.muted}>{t('lotteryHistory.results.voidText')}</span>}
              {d.verifiable && (
                <a className={styles.verify} href={`${localizedPath(lang, '/lottery/verify')}?draw=${d.id}`} aria-label={t('lotteryHistory.results.verifyLabel', { number: localDigits(d.number, lang) })}>
                  {t('lotteryHistory.results.verify')}
                </a>
              )}
              {d.source === 'staff' || d.source === 'feed' ? <span className={styles.muted}>{t(`lotteryHistory.results.source.${d.source}`)}</span> : null}
            </div>
          </li>
        ))}
      </ol>
      {totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('lotteryHistory.pager.label')}>
          <button type="button" className="btn" disabled={pageNum <= 1} onClick={() => void loadResultsPage(lottery.code, pageNum - 1)}>
            {t('lotteryHistory.pager.newer')}
          </button>
          <span aria-live="polite">{t('lotteryHistory.pager.page', { page: formatNumber(pageNum, lang), pages: formatNumber(totalPages, lang) })}</span>
          <button type="button" className="btn" disabled={pageNum >= totalPages} onClick={() => void loadResultsPage(lottery.code, pageNum + 1)}>
            {t('lotteryHistory.pager.older')}
          </button>
        </nav>
      )}
    </>
  );
}

function Board({ lottery, initial, timeZone, lang }: Props & { lang: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('results');
  // The public stream tells of this lottery's draws: a new result shows without a reload.
  const event = useStore($drawEvents, { keys: [lottery.code] })[lottery.code];
  const finished = event && ['drawn', 'settled', 'void'].includes(event.draw.status) ? `${event.draw.id}:${event.draw.status}:${event.draw.revision}` : null;
  useEffect(() => {
    if (finished) void refreshAfterDraw(lottery.code);
  }, [finished, lottery.code]);
  return (
    <section className={styles.board} aria-labelledby="lottery-history-title">
      <h2 id="lottery-history-title" className={styles.boardTitle}>
        {lottery.name}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t('lotteryHistory.tabs.label')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`history-tab-${k}`} aria-controls={`history-panel-${k}`} aria-selected={tab === k} className={styles.tab} onClick={() => setTab(k)}>
            {t(`lotteryHistory.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`} className={styles.panel}>
        {tab === 'results' ? <ResultsList lottery={lottery} initial={initial} lang={lang} timeZone={timeZone} /> : <TrendsPanel code={lottery.code} format={lottery.format} lang={lang} />}
      </div>
    </section>
  );
}

/** /lottery/results: one lottery's results with verify links, page by page, and its trends. */
export default function ResultsBoard({ lang, messages, ...props }: IslandI18n & Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Board {...props} lang={lang} />
    </IslandI18nProvider>
  );
}
