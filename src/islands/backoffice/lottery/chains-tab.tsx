/**
 * The house draws' seed chains: per lottery the chain in use (its published commitment, seeds used
 * of its length), a queued one and how many were retired. Staff with lottery.write commit a new
 * chain (queued behind the one in use) or retire the one in use with a reason (audited).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChainDesk, type ChainDeskLottery, type ChainView, lotteryChainsDesk } from '#lib/backoffice/lottery-chains-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { CHAIN_REASON_MAX } from '#lib/contracts/backoffice-lottery-chains.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import local from './chains.module.css';
import tables from './lottery-desk.module.css';
import { ReasonDialog } from './reason-dialog.tsx';

function Commitment({ chain, lang }: { chain: ChainView; lang: string }) {
  const { t } = useTranslation();
  return (
    <div className={local['chain']}>
      <code className={styles['mono']} title={chain.commitment}>
        {chain.commitment}
      </code>
      <span className={styles['muted']}>
        {t('bo.lotteryChains.usedOf', { id: chain.id, used: formatNumber(chain.used, lang), length: formatNumber(chain.length, lang) })}
      </span>
      <progress className={local['meter']} max={chain.length} value={chain.used} aria-label={t('bo.lotteryChains.usedLabel', { id: chain.id })} />
    </div>
  );
}

function RetireDialog({ row, onClose, onDone }: { row: ChainDeskLottery; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const chain = row.inUse;
  if (!chain) return null;
  const words = {
    title: t('bo.lotteryChains.retireTitle', { id: chain.id, lottery: row.name }),
    text: t('bo.lotteryChains.retireText'),
    reason: t('bo.lotteryChains.reason'),
    reasonRequired: t('bo.lotteryChains.reasonRequired'),
    cancel: t('bo.lotteryChains.cancel'),
    confirm: t('bo.lotteryChains.retireConfirm'),
  };
  const send = async (reason: string) => {
    const out = await lotteryChainsDesk.retire(chain.id, reason);
    return out.successor ? t('bo.lotteryChains.done.retiredWithSuccessor', { id: chain.id, successor: out.successor.id }) : t('bo.lotteryChains.done.retired', { id: chain.id });
  };
  return <ReasonDialog words={words} maxLength={CHAIN_REASON_MAX} send={send} onClose={onClose} onDone={onDone} />;
}

export default function ChainsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const writer = can(staff.role, 'lottery.write');
  const [desk, setDesk] = useState<ChainDesk | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<ChainDeskLottery | null>(null);
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  useEffect(() => {
    lotteryChainsDesk.merchant().then(
      (m) => setZone(m.timeZone),
      () => undefined,
    );
  }, []);

  const load = useCallback(async () => {
    try {
      setDesk(await lotteryChainsDesk.desk());
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const commit = async (row: ChainDeskLottery) => {
    setBusy(row.code);
    setDone(null);
    setFailed(null);
    try {
      const chain = await lotteryChainsDesk.commit(row.code);
      setDone(t('bo.lotteryChains.done.committed', { id: chain.id, lottery: row.name }));
      await load();
    } catch (err) {
      setFailed(failureText(t, err));
    } finally {
      setBusy(null);
    }
  };

  const time = (ms: number) => formatDateTime(ms, lang, zone);

  return (
    <section aria-labelledby="lottery-chains-title">
      <h2 id="lottery-chains-title">{t('bo.lotteryChains.title')}</h2>
      <p className={local['intro']}>
        {desk ? t('bo.lotteryChains.intro', { length: formatNumber(desk.chainLength, lang), percent: formatNumber(desk.refillPercent, lang) }) : t('bo.shell.loading')}
      </p>
      {!writer && <p className={styles['muted']}>{t('bo.lotteryChains.readOnly')}</p>}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {desk && (
        <div className={tables['scroll']}>
          <table className={tables['table']}>
            <caption>{t('bo.lotteryChains.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.lotteryChains.col.lottery')}</th>
                <th scope="col">{t('bo.lotteryChains.col.inUse')}</th>
                <th scope="col">{t('bo.lotteryChains.col.queued')}</th>
                <th scope="col">{t('bo.lotteryChains.col.retired')}</th>
                {writer && <th scope="col">{t('bo.lotteryChains.col.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {desk.lotteries.map((row) => (
                <tr key={row.code}>
                  <th scope="row">
                    {row.name}
                    <br />
                    <span className={styles['mono']}>{row.code}</span>
                    {row.status === 'paused' && <span className={styles['status']}>{t('bo.lotteryChains.paused')}</span>}
                  </th>
                  <td>{row.inUse ? <Commitment chain={row.inUse} lang={lang} /> : <span className={styles['error']}>{t('bo.lotteryChains.none')}</span>}</td>
                  <td>
                    {row.queued.length === 0
                      ? '—'
                      : row.queued.map((c) => (
                          <div key={c.id}>
                            <Commitment chain={c} lang={lang} />
                            <span className={styles['muted']}>{t('bo.lotteryChains.committedAt', { time: time(c.createdAt) })}</span>
                          </div>
                        ))}
                  </td>
                  <td>
                    {formatNumber(row.retiredCount, lang)}
                    {row.retired[0]?.retiredAt != null && (
                      <>
                        <br />
                        <span className={styles['muted']}>{t('bo.lotteryChains.lastRetired', { id: row.retired[0].id, time: time(row.retired[0].retiredAt) })}</span>
                      </>
                    )}
                  </td>
                  {writer && (
                    <td>
                      <div className={styles['rowActions']}>
                        <button type="button" disabled={busy !== null || row.queued.length > 0} onClick={() => void commit(row)} aria-label={t('bo.lotteryChains.commitFor', { lottery: row.name })}>
                          {t('bo.lotteryChains.commit')}
                        </button>
                        <button type="button" className={styles['danger']} disabled={busy !== null || !row.inUse} onClick={() => setRetiring(row)} aria-label={t('bo.lotteryChains.retireFor', { lottery: row.name })}>
                          {t('bo.lotteryChains.retire')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {retiring && (
        <RetireDialog
          row={retiring}
          onClose={() => setRetiring(null)}
          onDone={(text) => {
            setRetiring(null);
            setDone(text);
            void load();
          }}
        />
      )}
    </section>
  );
}
