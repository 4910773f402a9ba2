import { useTranslation } from 'react-i18next';
import type { DrawProof } from '#lib/contracts/lottery-fair.ts';
import { formatNumber, localDigits } from '#lib/format.ts';
import type { DrawCheck } from '#lib/lottery/verify-draw.ts';
import page from '../../common/verify-page.module.css';
import own from './verify.module.css';

const styles = { ...page, ...own };

function Badge({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation();
  if (ok === null) return null;
  return (
    <span className={styles.badge} data-ok={ok || undefined}>
      {ok ? t('lotteryFair.step.match') : t('lotteryFair.step.mismatch')}
    </span>
  );
}

function Code({ children }: { children: string }) {
  return <code className={styles.code}>{children}</code>;
}

function Numbers({ values, lang, label }: { values: readonly string[]; lang: string; label: string }) {
  return (
    <ul className={styles.numbers} aria-label={label}>
      {values.map((v, i) => (
        <li key={i} className={styles.ball}>
          {localDigits(v, lang)}
        </li>
      ))}
    </ul>
  );
}

/** Each check of a proof, with what was computed and what was published, then the verdict. */
export function ProofSteps({ proof, check, lang }: { proof: DrawProof; check: DrawCheck; lang: string }) {
  const { t } = useTranslation();
  const previous = proof.previousDraw ? t('lotteryFair.step.previousDraw', { number: proof.previousDraw.number }) : t('lotteryFair.step.previousCommitment');
  return (
    <>
      <ol className={styles.steps}>
        <li>
          <h3>{t('lotteryFair.step.seed')}</h3>
          <Code>{check.seed}</Code>
        </li>
        <li>
          <h3>
            {t('lotteryFair.step.link')} <Badge ok={check.linkOk} />
          </h3>
          <p className={styles.label}>{t('lotteryFair.step.seedHash')}</p>
          <Code>{check.seedHash}</Code>
          {proof.previousLink !== null ? (
            <>
              <p className={styles.label}>{previous}</p>
              <Code>{proof.previousLink}</Code>
            </>
          ) : (
            <p className={styles.hint}>{t('lotteryFair.step.noPrevious')}</p>
          )}
        </li>
        <li>
          <h3>
            {t('lotteryFair.step.chain')} <Badge ok={check.chainOk} />
          </h3>
          <p className={styles.label}>{t('lotteryFair.step.chainEnd', { count: check.chainSteps, times: formatNumber(check.chainSteps, lang) })}</p>
          <Code>{check.chainEnd}</Code>
          <p className={styles.label}>{t('lotteryFair.step.commitment')}</p>
          <Code>{proof.chain?.commitment ?? ''}</Code>
        </li>
        <li>
          <h3>{t('lotteryFair.step.hmac')}</h3>
          <p className={styles.label}>{t('lotteryFair.step.message')}</p>
          <Code>{check.message}</Code>
          <p className={styles.label}>{t('lotteryFair.step.block')}</p>
          <Code>{check.block}</Code>
          <p className={styles.hint}>{t('lotteryFair.step.mapping')}</p>
        </li>
        <li>
          <h3>
            {t('lotteryFair.step.numbers')} <Badge ok={check.resultOk} />
          </h3>
          <p className={styles.label}>{t('lotteryFair.step.recomputed')}</p>
          <Numbers values={check.recomputed} lang={lang} label={t('lotteryFair.step.recomputed')} />
          <p className={styles.label}>{t('lotteryFair.step.published')}</p>
          <Numbers values={check.published} lang={lang} label={t('lotteryFair.step.published')} />
        </li>
      </ol>
      <div className={styles.verdict} data-ok={check.verified || undefined} role="status">
        <strong>{check.verified ? t('lotteryFair.verdict.verified') : t('lotteryFair.verdict.failed')}</strong>
        <span>{check.verified ? t('lotteryFair.verdict.verifiedText') : t('lotteryFair.verdict.failedText')}</span>
      </div>
    </>
  );
}
