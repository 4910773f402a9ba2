import { useTranslation } from 'react-i18next';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import { Icon } from '../common/icon.tsx';
import type { GameProblem } from './problems.ts';
import styles from './game-shell.module.css';

/** A problem with the last action, in words, over the stage until dismissed or fixed. */
export function ProblemBanner({ problem, display, onClose, onReload }: { problem: GameProblem; display: MoneyDisplay; onClose: () => void; onReload: () => void }) {
  const { t, i18n } = useTranslation();
  let text: string;
  switch (problem.kind) {
    case 'funds':
      text =
        problem.balance === null
          ? t('house.problem.fundsNoBalance')
          : t('house.problem.funds', { balance: money(problem.balance, i18n.language, display) });
      break;
    case 'session':
      text = t('house.problem.session');
      break;
    case 'busy':
      text = t('house.problem.busy');
      break;
    case 'room-full':
      text = t('house.problem.roomFull');
      break;
    case 'not-seated':
      text = t('house.problem.notSeated');
      break;
    case 'refused':
      text = t('house.problem.refused');
      break;
    default:
      text = t('house.problem.network');
  }
  return (
    <div className={styles.problem} role="alert" data-kind={problem.kind}>
      <Icon name="warning" className={styles.problemIcon} />
      <p className={styles.problemText}>{text}</p>
      {problem.kind === 'network' && (
        <button type="button" className={styles.problemAction} onClick={onReload}>
          {t('house.action.refresh')}
        </button>
      )}
      <button type="button" className={styles.problemClose} onClick={onClose} aria-label={t('house.action.dismiss')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
