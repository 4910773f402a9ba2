import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINT_SCALE } from '#lib/contracts/loyalty-model.ts';
import { parseAmount } from '#lib/money-input.ts';
import { formatPoints } from '#lib/points-format.ts';
import { convertPoints, fetchPointsBalance, fetchPointsConfig, POINTS_KEYS } from '#lib/stores/points.ts';
import { AmountField } from '../cashier/amount-field.tsx';
import { Figure } from '../cashier/figure.tsx';
import { FormNotice } from '../cashier/form-notice.tsx';
import cashier from '../cashier/cashier.module.css';
import { PaymentPasswordField } from '../cashier/payment-password-field.tsx';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';

/** The points balance (owed points and this month's earnings beside it) and the form that converts points to cash. */
export function PointsBalanceCard() {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const balance = useQuery(POINTS_KEYS.balance, {}, fetchPointsBalance);
  const config = useQuery(POINTS_KEYS.config, {}, fetchPointsConfig);
  const describe = useCashierError();
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ points: number; cash: number } | null>(null);
  const pts = (n: number) => formatPoints(n, i18n.language);

  const held = balance.value.state === 'ready' ? balance.value.data.points : null;
  const rules = config.value.state === 'ready' ? config.value.data : null;
  const points = parseAmount(pointsText, 2);
  const cash = points !== null && rules ? Math.floor((points * rules.convertRate) / POINT_SCALE) : null;
  const problems = {
    points:
      points === null
        ? { key: pointsText.trim() ? 'points.convert.invalid' : 'validation.required' }
        : rules && points < rules.convertMinPoints
          ? { key: 'points.convert.belowMin', values: { min: pts(rules.convertMinPoints) } }
          : held !== null && points > held
            ? { key: 'points.convert.overBalance' }
            : null,
    password: /^\d{6}$/.test(password) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || points === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await convertPoints(points, password);
      setDone({ points: r.points, cash: r.cash });
      setPointsText('');
      setPassword('');
      setTried(false);
    } catch (err) {
      setDone(null);
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <section className={cashier.section} aria-labelledby="points-balance-title">
      <h4 id="points-balance-title" className={cashier.sectionTitle}>
        {t('points.balance.title')}
      </h4>
      <RemoteView value={balance.value} retry={balance.reload}>
        {(b) => (
          <div className={cashier.summary}>
            <Figure label={t('points.balance.points')} value={pts(b.points)} />
            <Figure label={t('points.balance.month')} value={pts(b.earnedThisMonth)} tone={b.earnedThisMonth > 0 ? 'positive' : undefined} />
            {b.owed > 0 && <Figure label={t('points.balance.owed')} value={pts(b.owed)} tone="negative" />}
          </div>
        )}
      </RemoteView>
      {rules && rules.convertRate > 0 && (
        <form className={cashier.form} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="points-convert-title">
          <h5 id="points-convert-title" className={cashier.sectionTitle}>
            {t('points.convert.title')}
          </h5>
          <p className={cashier.muted}>{t('points.convert.rate', { cash: money(rules.convertRate), min: pts(rules.convertMinPoints) })}</p>
          <AmountField label={t('points.convert.points')} value={pointsText} onValue={(v) => (setPointsText(v), setDone(null))} error={tried ? problems.points : null} />
          {cash !== null && cash > 0 && <p className={cashier.muted}>{t('points.convert.youGet', { cash: money(cash) })}</p>}
          <PaymentPasswordField value={password} onValue={setPassword} error={tried ? problems.password : null} />
          {error && <FormNotice tone="bad">{error}</FormNotice>}
          {done && <FormNotice tone="good">{t('points.convert.done', { points: pts(done.points), cash: money(done.cash) })}</FormNotice>}
          <div className={cashier.buttons}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('points.convert.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
