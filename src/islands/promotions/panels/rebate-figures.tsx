import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $rebates } from '#lib/stores/rebates.ts';
import { openModal } from '#lib/stores/ui.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { useMoney } from '../../member/cashier/use-money.ts';
import { CalcTable } from '../../member/rebate/calc-table.tsx';

/** The signed-in player's figures on one cashback or rebate promotion this period, and the way to the cashback page. */
export function RebateFigures({ promotionId, signedIn, manualPage }: { promotionId: number; signedIn: boolean; manualPage: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const data = useStore($rebates);
  if (!signedIn) return <p className={cashier.muted}>{t('rebates.panel.signIn')}</p>;
  const live = data.state === 'ready' ? data.data.live.find((l) => l.promotionId === promotionId) : undefined;
  return (
    <>
      {live && (
        <>
          <p>
            <strong>{t('rebates.panel.yours', { kind: t(`rebates.kind.${live.kind}`), period: t(`rebates.panel.period.${live.period}`), amount: money(live.amount) })}</strong>
          </p>
          <CalcTable kind={live.kind} title={live.title} lines={live.lines} amount={live.amount} />
        </>
      )}
      {manualPage && (
        <div className={cashier.buttons}>
          <button type="button" className="btn btn-primary" onClick={() => openModal('memberCentre', { page: 'manualRebate' })}>
            {t('rebates.panel.open')}
          </button>
        </div>
      )}
    </>
  );
}
