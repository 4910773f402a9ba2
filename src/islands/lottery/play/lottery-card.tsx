/**
 * A lottery's card in the lobby: its drawing, name, house-draw or official-results badge, the next
 * draw's countdown and the last result. The name is the link (its area stretched over the card), so
 * a screen reader hears the name as the link and the rest as the card's text.
 */
import { useTranslation } from 'react-i18next';
import type { LotteryCard as Card } from '#lib/contracts/lottery-shapes.ts';
import { localDigits } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { lotteryArt } from '#lib/lottery/art.ts';
import { ResultLine } from './balls.tsx';
import { Countdown } from './countdown.tsx';
import styles from './lobby.module.css';

export function gamePath(lang: string, code: string, playType?: string): string {
  return `${localizedPath(lang, '/lottery')}?gameCode=${encodeURIComponent(code)}${playType ? `&playType=${encodeURIComponent(playType)}` : ''}`;
}

export function SourceBadge({ source }: { source: Card['source'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-source={source}>
      {t(`lottery.lobby.source.${source}`)}
    </span>
  );
}

export function LotteryCardView({ card, lang }: { card: Card; lang: string }) {
  const { t } = useTranslation();
  const next = card.next;
  return (
    <li className={styles.card} data-paused={card.status === 'paused' ? 'true' : undefined}>
      <div className={styles.cardLink}>
        <div className={styles.cardHead}>
          <img src={lotteryArt(card.format)} alt="" width="48" height="48" loading="lazy" decoding="async" />
          <div className={styles.cardTitle}>
            <h3 className={styles.cardName}>
              <a className={styles.stretch} href={gamePath(lang, card.code)}>
                {card.name}
              </a>
            </h3>
            <SourceBadge source={card.source} />
          </div>
          {card.hot && <span className={styles.hot}>{t('lottery.lobby.hot')}</span>}
        </div>
        <div className={styles.next}>
          {card.status === 'paused' ? (
            <span>{t('lottery.lobby.paused')}</span>
          ) : next ? (
            <>
              <span className={styles.nextLabel}>{t(next.status === 'open' ? 'lottery.lobby.closesIn' : 'lottery.lobby.opensIn', { number: next.number })}</span>
              <Countdown className={styles.clock} to={next.status === 'open' ? next.closesAt : next.opensAt} lang={lang} dayWord={t('lottery.lobby.dayShort')} />
            </>
          ) : (
            <span className={styles.nextLabel}>{t('lottery.lobby.noDraw')}</span>
          )}
        </div>
        <div className={styles.last}>
          {card.last?.result ? (
            <>
              <span className={styles.lastLabel}>{t('lottery.lobby.lastResult', { number: card.last.number })}</span>
              <ResultLine format={card.format} result={card.last.result} lang={lang} label={t('lottery.lobby.resultLabel', { result: localDigits(card.last.result.join(' '), lang) })} />
            </>
          ) : (
            <span className={styles.lastLabel}>{t('lottery.lobby.noResult')}</span>
          )}
        </div>
      </div>
    </li>
  );
}
