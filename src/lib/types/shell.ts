/** Data shapes shared by the server, the pages and the islands (types only). */

export type Category = 'LIVE' | 'SPORTS' | 'RNG' | 'FISH' | 'PVP' | 'ESPORTS' | 'LOTT' | 'ELOTT';

export interface VendorCard {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  isHot: boolean;
  maintenance: boolean;
}

export interface CategoryEntry {
  gameCategory: Category;
  vendors: VendorCard[];
}

export interface Resource {
  resourceType: string;
  url: string;
  labelNameEn: string;
  qrCodeUrl: string;
}

export interface Whitelabel {
  name: string;
  merchantCode: string;
  currency: { code: string; symbol: string; minorUnits: number };
  flags: string[];
  email: string;
  licence: string;
  /** The merchant's IANA time zone: day boundaries and shown times (src/lib/time-zone.ts). */
  timeZone: string;
}

/** What the header, side menu, right bar and footer need about the site. */
export interface ShellData {
  whitelabel: Whitelabel;
  switches: Record<string, boolean>;
  categories: CategoryEntry[];
  resources: Resource[];
  imageCDNs: string[];
}

export interface Notice {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  popup: boolean;
  timestamp: number;
}

export interface NoticePage {
  list: Notice[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface HomeData {
  banners: Notice[];
  headline: Notice | null;
  promotions: Notice[];
}
