/** Data shapes shared by the server, the pages and the islands (types only). */
import type { CategoryEntry } from '../contracts/games.ts';
import type { Notice } from '../contracts/content.ts';
import type { PromotionCard } from '../contracts/promotion-shapes.ts';
import type { Whitelabel } from '../contracts/system.ts';

export type { Category, CategoryEntry, VendorCard } from '../contracts/games.ts';
export type { Notice, NoticePage } from '../contracts/content.ts';
export type { Whitelabel } from '../contracts/system.ts';

export interface Resource {
  resourceType: string;
  url: string;
  labelNameEn: string;
  qrCodeUrl: string;
}

/** What the header, side menu, right bar and footer need about the site. */
export interface ShellData {
  whitelabel: Whitelabel;
  switches: Record<string, boolean>;
  categories: CategoryEntry[];
  resources: Resource[];
  imageCDNs: string[];
}

export interface HomeData {
  banners: Notice[];
  headline: Notice | null;
  /** Promotions running now (cards of the promotions page, in the page's language). */
  promotions: PromotionCard[];
}
