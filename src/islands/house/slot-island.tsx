import { IslandI18nProvider } from '../common/i18n.tsx';
import type { HouseIslandProps } from './house-props.ts';
import { SlotGame } from './slot-game.tsx';

/** The video slot page's island. */
export default function SlotIsland({ lang, messages, token, currency, fairPath }: HouseIslandProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <SlotGame token={token} currency={currency} fairPath={fairPath} />
    </IslandI18nProvider>
  );
}
