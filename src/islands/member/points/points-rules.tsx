import { useTranslation } from 'react-i18next';
import type { PointsConfig } from '#lib/contracts/points.ts';
import { formatPoints } from '#lib/points-format.ts';
import { fetchPointsConfig, POINTS_KEYS } from '#lib/stores/points.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import cashier from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';

type Line = PointsConfig['categories'][number];
const col = columnHelper<Line>();

/** How points are earned (each category's value, per valid bet and per deposit), converted, and that they never expire. */
export function PointsRules() {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const { value, reload } = useQuery(POINTS_KEYS.config, {}, fetchPointsConfig);
  const lang = i18n.language;
  const category = (c: string) => (i18n.exists(`points.category.${c}`) ? t(`points.category.${c}`) : c);

  return (
    <RemoteView value={value} retry={reload}>
      {(rules) => {
        const columns = [
          col.display({ id: 'category', header: t('points.rules.category'), cell: (c) => category(c.row.original.category), meta: { label: t('points.rules.category') } }),
          col.display({ id: 'value', header: t('points.rules.value'), cell: (c) => formatPoints(c.row.original.value, lang), meta: { label: t('points.rules.value'), align: 'end' } }),
          col.display({
            id: 'earns',
            header: t('points.rules.earns', { amount: money(rules.betPerPoint) }),
            cell: (c) => t('points.rules.pointsCount', { points: formatPoints(c.row.original.value, lang) }),
            meta: { label: t('points.rules.earns', { amount: money(rules.betPerPoint) }), align: 'end' },
          }),
        ] satisfies DataColumns<Line>;
        return (
          <div className={cashier.section}>
            <h4 className={cashier.sectionTitle}>{t('points.rules.title')}</h4>
            <p className={cashier.muted}>{t('points.rules.bets', { amount: money(rules.betPerPoint) })}</p>
            <DataTable stack label={t('points.rules.title')} columns={columns} data={rules.categories} rowId={(r) => r.category} empty={t('points.none')} />
            <ul className={cashier.list}>
              <li>{rules.depositPerPoint > 0 ? t('points.rules.deposit', { amount: money(rules.depositPerPoint) }) : t('points.rules.noDeposit')}</li>
              <li>{rules.convertRate > 0 ? t('points.rules.convert', { cash: money(rules.convertRate), min: formatPoints(rules.convertMinPoints, lang) }) : t('points.rules.noConvert')}</li>
              <li>{t('points.rules.rollback')}</li>
              <li>
                <strong>{t('points.rules.neverExpire')}</strong>
              </li>
            </ul>
          </div>
        );
      }}
    </RemoteView>
  );
}
