import type { IslandI18n } from '../common/i18n.tsx';
import type { SiteCurrency } from '#lib/house/money.ts';

/** What a house-game page hands its island. */
export interface HouseIslandProps extends IslandI18n {
  /** The launch token (the page's `session` query parameter). */
  token: string;
  /** The site's currency, to show real-money balances with its symbol. */
  currency: SiteCurrency;
  /** The verification page in the page's language ("/fair" or "/en/fair"). */
  fairPath: string;
}
