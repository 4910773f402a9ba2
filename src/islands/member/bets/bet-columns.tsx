import { useTranslation } from 'react-i18next';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import type { BetRecord } from '#lib/types/games.ts';
import styles from '../cashier/cashier.module.css';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';

const col = columnHelper<BetRecord>();

/** The betting record's columns: time, game, category, stake, valid bet, payout, result and state. */
export function useBetColumns(): DataColumns<BetRecord> {
  const { t } = useTranslation();
  const { money, signed, time } = useMoney();
  const label = (key: string) => ({ header: t(key), meta: { label: t(key) } });
  const end = (key: string) => ({ header: t(key), meta: { label: t(key), align: 'end' as const } });
  return [
    col.display({ id: 'time', ...label('cashier.col.time'), cell: (c) => time(c.row.original.createdAt) }),
    col.display({
      id: 'game',
      ...label('cashier.col.game'),
      cell: (c) => (
        <span className={styles.stack}>
          <span>{c.row.original.gameName}</span>
          <span className={styles.muted}>{c.row.original.roundId}</span>
        </span>
      ),
    }),
    col.display({ id: 'category', ...label('cashier.bets.category'), cell: (c) => t(`games.category.${c.row.original.category}`) }),
    col.display({ id: 'stake', ...end('cashier.col.stake'), cell: (c) => money(c.row.original.stake) }),
    col.display({ id: 'validBet', ...end('cashier.col.validBet'), cell: (c) => money(c.row.original.validBet) }),
    col.display({ id: 'payout', ...end('cashier.col.payout'), cell: (c) => money(c.row.original.payout) }),
    col.display({
      id: 'net',
      ...end('cashier.col.net'),
      cell: (c) => {
        const net = c.row.original.net;
        return <span className={net > 0 ? styles.positive : net < 0 ? styles.negative : undefined}>{c.row.original.status === 'open' ? '—' : signed(net)}</span>;
      },
    }),
    col.display({
      id: 'status',
      ...label('cashier.col.status'),
      cell: (c) => {
        const s = c.row.original.status;
        return <StatusChip tone={s === 'settled' ? 'good' : s === 'open' ? 'wait' : 'plain'}>{t(`cashier.bets.state.${s}`)}</StatusChip>;
      },
    }),
  ] satisfies DataColumns<BetRecord>;
}
