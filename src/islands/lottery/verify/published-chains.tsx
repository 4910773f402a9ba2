import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishedChains as Chains } from '#lib/contracts/lottery-fair.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { lotteryFairApi } from '#lib/lottery-fair-api.ts';
import page from '../../common/verify-page.module.css';
import own from './verify.module.css';

const styles = { ...page, ...own };

/** The lottery's published commitments, so a player can compare the one checked with what was published before. */
export function PublishedChains({ lottery, lang, zone, current }: { lottery: string; lang: string; zone: string; current: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [chains, setChains] = useState<Chains | null>(null);
  useEffect(() => {
    let live = true;
    lotteryFairApi.chains(lottery).then(
      (c) => live && setChains(c),
      () => live && setChains(null),
    );
    return () => {
      live = false;
    };
  }, [lottery]);
  if (!chains || chains.chains.length === 0) return null;
  return (
    <section className={styles.chains} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('lotteryFair.chains.title', { lottery: chains.lotteryName })}</h3>
      <ul className={styles.chainList}>
        {chains.chains.map((c) => (
          <li key={c.id} aria-current={c.id === current || undefined}>
            <p className={styles.label}>
              {t(c.status === 'retired' ? 'lotteryFair.chains.retired' : 'lotteryFair.chains.active', {
                id: formatNumber(c.id, lang),
                used: formatNumber(c.used, lang),
                length: formatNumber(c.length, lang),
                time: formatDateTime(c.createdAt, lang, zone),
              })}
            </p>
            <code className={styles.code}>{c.commitment}</code>
            {c.secret && (
              <>
                <p className={styles.label}>{t('lotteryFair.chains.secret')}</p>
                <code className={styles.code}>{c.secret}</code>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
