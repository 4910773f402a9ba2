import { useTranslation } from 'react-i18next';
import type { FishShot } from '#lib/fair/fish.ts';
import { FISH_SPECIES } from '#lib/fair/fish.ts';
import type { RouletteBet, RouletteOutcome } from '#lib/fair/roulette.ts';
import type { ShowdownOutcome } from '#lib/fair/showdown.ts';
import type { SlotRound, SlotSpin } from '#lib/fair/slot.ts';
import type { GameId, VerifiedRound } from '#lib/fair/verify.ts';
import { formatNumber } from '#lib/format.ts';
import { PlayingCard } from '../house/playing-card.tsx';
import styles from './fair.module.css';

/** The recomputed outcome of a round, drawn as the game shows it. */
export function FairOutcome({ round, input }: { round: VerifiedRound<GameId>; input: unknown }) {
  switch (round.game) {
    case 'slot':
      return <SlotOutcome round={round.outcome as SlotRound} />;
    case 'roulette':
      return <RouletteResult outcome={round.outcome as RouletteOutcome} bets={(input as { bets: RouletteBet[] }).bets} />;
    case 'fish':
      return <FishResult shot={round.outcome as FishShot} />;
    case 'showdown':
      return <ShowdownResult outcome={round.outcome as ShowdownOutcome} />;
  }
}

function useNum() {
  const { i18n } = useTranslation();
  return (n: number) => formatNumber(n, i18n.language);
}

function Grid({ spin, label }: { spin: SlotSpin; label: string }) {
  const { t } = useTranslation();
  const num = useNum();
  return (
    <figure className={styles.slotSpin}>
      <figcaption>{label}</figcaption>
      <div className={styles.grid} role="img" aria-label={spin.grid.map((reel) => reel.map((s) => t(`house.slot.symbol.${s}`)).join(', ')).join(' | ')} data-testid="fair-grid" data-grid={JSON.stringify(spin.grid)}>
        {[0, 1, 2].map((row) =>
          spin.grid.map((reel, r) => <img key={`${r}-${row}`} src={`/images/slot/${reel[row]}.svg`} alt="" width="56" height="56" className={styles.gridCell} />),
        )}
      </div>
      <p className={styles.small}>{t('fair.slot.stops', { stops: spin.stops.map(num).join(', ') })}</p>
      {spin.lineWins.length > 0 && (
        <ul className={styles.list}>
          {spin.lineWins.map((w) => (
            <li key={w.line}>{t('fair.slot.lineWin', { line: num(w.line + 1), n: num(w.count), symbol: t(`house.slot.symbol.${w.symbol}`), pay: num(w.pay) })}</li>
          ))}
        </ul>
      )}
      {spin.scatterCount > 0 && <p className={styles.small}>{t('fair.slot.scatters', { n: num(spin.scatterCount), pay: num(spin.scatterPay) })}</p>}
      {spin.freeSpinsAwarded > 0 && <p className={styles.small}>{t('fair.slot.freeAwarded', { n: num(spin.freeSpinsAwarded) })}</p>}
      <p className={styles.small}>{t('fair.slot.spinPay', { pay: num(spin.pay) })}</p>
    </figure>
  );
}

function SlotOutcome({ round }: { round: SlotRound }) {
  const { t } = useTranslation();
  const num = useNum();
  return (
    <div className={styles.outcome}>
      <p className={styles.total} data-testid="fair-total">
        {t('fair.slot.total', { pay: num(round.totalPay), stake: num(round.stake) })}
      </p>
      <Grid spin={round} label={t('fair.slot.paidSpin')} />
      {round.freeSpins.length > 0 && (
        <details className={styles.details}>
          <summary>{t('fair.slot.freeSpins', { n: num(round.freeSpins.length) })}</summary>
          {round.freeSpins.map((spin, i) => (
            <Grid key={i} spin={spin} label={t('fair.slot.freeSpin', { n: num(i + 1) })} />
          ))}
        </details>
      )}
    </div>
  );
}

function RouletteResult({ outcome, bets }: { outcome: RouletteOutcome; bets: RouletteBet[] }) {
  const { t } = useTranslation();
  const num = useNum();
  const won = new Map(outcome.wins.map((w) => [w.betIndex, w.pay]));
  const covers = (bet: RouletteBet) => (bet.numbers.length > 6 ? t(`house.roulette.kind.${bet.kind}`) : bet.numbers.map(num).join(', '));
  return (
    <div className={styles.outcome}>
      <p className={styles.pocketLine}>
        <span className={styles.pocket} data-colour={outcome.color} data-testid="fair-pocket">
          {num(outcome.pocket)}
        </span>
        <span>{t(`house.roulette.colour.${outcome.color}`)}</span>
      </p>
      <p className={styles.total} data-testid="fair-total">
        {t('fair.roulette.total', { pay: num(outcome.totalPay), stake: num(outcome.totalStake) })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('fair.roulette.bet')}</th>
            <th scope="col">{t('fair.roulette.numbers')}</th>
            <th scope="col">{t('fair.roulette.stake')}</th>
            <th scope="col">{t('fair.roulette.pay')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet, i) => (
            <tr key={i} data-won={won.has(i) || undefined}>
              <th scope="row">{t(`house.roulette.kind.${bet.kind}`)}</th>
              <td>{covers(bet)}</td>
              <td>{num(bet.stake)}</td>
              <td>{num(won.get(i) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FishResult({ shot }: { shot: FishShot }) {
  const { t } = useTranslation();
  const num = useNum();
  const species = FISH_SPECIES.find((s) => s.id === shot.speciesId);
  return (
    <div className={styles.outcome}>
      <p className={styles.total} data-testid="fair-total">
        {shot.caught ? t('fair.fish.caught', { name: t(species?.nameId ?? ''), pay: num(shot.pay) }) : t('fair.fish.missed', { name: t(species?.nameId ?? '') })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('fair.fish.roll')}</dt>
          <dd className={styles.mono}>{shot.roll.toFixed(10)}</dd>
        </div>
        <div>
          <dt>{t('fair.fish.probability')}</dt>
          <dd className={styles.mono}>{shot.catchProbability.toFixed(10)}</dd>
        </div>
        <div>
          <dt>{t('fair.fish.rule')}</dt>
          <dd>{t('fair.fish.ruleText', { multiplier: num(shot.multiplier) })}</dd>
        </div>
      </dl>
    </div>
  );
}

function ShowdownResult({ outcome }: { outcome: ShowdownOutcome }) {
  const { t } = useTranslation();
  const num = useNum();
  return (
    <div className={styles.outcome}>
      <p className={styles.total} data-testid="fair-total">
        {t('fair.showdown.total', { pot: num(outcome.pot), rake: num(outcome.rake) })}
      </p>
      <ol className={styles.hands}>
        {outcome.hands.map((h) => (
          <li key={h.seat} className={styles.handRow} data-winner={outcome.winners.includes(h.seat) || undefined}>
            <span className={styles.handSeat}>{t('fair.showdown.player', { n: num(h.seat + 1) })}</span>
            <span className={styles.handCards}>
              {h.cards.map((c) => (
                <PlayingCard key={c} card={c} />
              ))}
            </span>
            <span>{t(`house.showdown.hand.${h.rank}`)}</span>
            <strong>{num(outcome.payouts[h.seat] ?? 0)}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
