import { IslandI18nProvider } from '../common/i18n.tsx';
import type { HouseIslandProps } from './house-props.ts';
import { RouletteGame } from './roulette-game.tsx';

/** The European roulette page's island. */
export default function RouletteIsland({ lang, messages, token, currency, fairPath }: HouseIslandProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <RouletteGame token={token} currency={currency} fairPath={fairPath} />
    </IslandI18nProvider>
  );
}
