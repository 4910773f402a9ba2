import type {
  CaptchasTable,
  LoginChallengesTable,
  MemberIpsTable,
  MembersTable,
  MemberTreeTable,
  OutboxTable,
  ServerKeysTable,
  SessionsTable,
  VerificationCodesTable,
} from './tables/accounts.ts';
import type { AnnouncementsTable } from './tables/content.ts';
import type { VendorsTable } from './tables/games.ts';
import type {
  CountriesTable,
  DomainsTable,
  RegisterRulesTable,
  ResourcesTable,
  SettingsTable,
} from './tables/system.ts';

/** The one typed schema shared by both dialects. Times are epoch milliseconds, money integer minor units. */
export interface Database {
  settings: SettingsTable;
  register_rules: RegisterRulesTable;
  countries: CountriesTable;
  resources: ResourcesTable;
  domains: DomainsTable;
  announcements: AnnouncementsTable;
  vendors: VendorsTable;
  members: MembersTable;
  member_tree: MemberTreeTable;
  sessions: SessionsTable;
  member_ips: MemberIpsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  captchas: CaptchasTable;
  login_challenges: LoginChallengesTable;
  server_keys: ServerKeysTable;
}
