import { IslandI18nProvider } from '../common/i18n.tsx';
import type { HouseIslandProps } from './house-props.ts';
import { FishGame } from './fish-game.tsx';

/** The fish-shooting page's island. */
export default function FishIsland({ lang, messages, token, currency, fairPath }: HouseIslandProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <FishGame token={token} currency={currency} fairPath={fairPath} />
    </IslandI18nProvider>
  );
}
