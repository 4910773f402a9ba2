import { IslandI18nProvider } from '../common/i18n.tsx';
import type { HouseIslandProps } from './house-props.ts';
import { ShowdownGame } from './showdown-game.tsx';

/** The Three-card Showdown page's island. */
export default function ShowdownIsland({ lang, messages, token, currency, fairPath }: HouseIslandProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <ShowdownGame token={token} currency={currency} fairPath={fairPath} />
    </IslandI18nProvider>
  );
}
