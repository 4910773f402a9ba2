/**
 * Staff roles and what each may do: the one permissions matrix of the back office. The server
 * enforces it on every back-office route (the contract's `permission`), and the back office's
 * navigation hides what a role cannot open. Browser-safe.
 */
export const STAFF_ROLES = ['owner', 'finance', 'risk', 'support', 'marketing', 'content', 'analyst', 'trader', 'support_lead'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Sign in and read one's own account (every role). */
  'self',
  'staff.manage',
  'audit.read',
  'dashboard.read',
  'reports.read',
  'members.read',
  /** Lock and unlock, end sessions, reset passwords, notes, second-factor resets. */
  'members.write',
  /** Move a downline in the agent tree. */
  'members.move',
  /** Ask for a balance adjustment or a manual bonus (carried out after a second staff member approves). */
  'members.adjust',
  'cashier.read',
  /** Deposit and withdrawal queues, disputes. */
  'cashier.write',
  'games.read',
  'games.write',
  /** Signing secrets of game vendors. */
  'games.secrets',
  'content.read',
  /** Notices and announcements, help items. */
  'content.write',
  /** Banners and marketing notices, messages to segments. */
  'marketing.write',
  /** Internal messages to one member. */
  'messages.write',
  'settings.read',
  'settings.write',
  /** Decide maker-checker requests (never one's own). */
  'approvals.decide',
  /** Promotions, their players and the promotion-cost report. */
  'promotions.read',
  /** Create, schedule and end promotions; ask for publication and money-rule changes (a second staff member approves). */
  'promotions.write',
  /** Approve or reject players' applications to application promotions. */
  'promotions.review',
  /** The VIP ladder, members' ranks, the points mall, referral and loyalty settings (read). */
  'loyalty.read',
  /** Change the ladder (a second staff member approves), set a member's rank, edit mall goods and loyalty settings. */
  'loyalty.write',
  /** Decide points-mall redeems, held referral rewards and affiliate applications. */
  'loyalty.review',
  /** Lotteries, their odds rows, draws and results, tickets, seed chains (read). */
  'lottery.read',
  /** Edit lotteries and odds rows, void a draw, commit or retire a seed chain. */
  'lottery.write',
  /** Enter an official result or ask for a correction (settled after a second staff member approves). */
  'lottery.results',
  /** Sportsbook events, markets, bets and liability (read). */
  'sports.read',
  /** Trade: make events and markets by hand, suspend and resume, change odds and limits, set a player's stake factor. */
  'sports.trade',
  /** Settle, void or resettle a market by hand (paid after a second staff member approves). */
  'sports.settle',
  /** Customer service: chats, transcripts, feedback and their metrics (read). */
  'support.read',
  /** Take and answer chats and tickets, leave notes, close; reply to, tag and close feedback. */
  'support.reply',
  /** Take over or transfer another agent's chat, edit canned replies. */
  'support.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL: readonly Permission[] = ['self', 'dashboard.read', 'reports.read', 'members.read', 'cashier.read', 'games.read', 'content.read', 'settings.read', 'promotions.read', 'loyalty.read', 'lottery.read', 'sports.read'];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: ['self', 'dashboard.read', 'reports.read', 'members.read', 'members.adjust', 'cashier.read', 'cashier.write', 'settings.read', 'approvals.decide', 'promotions.read', 'loyalty.read', 'lottery.read', 'sports.read'],
  risk: ['self', 'dashboard.read', 'reports.read', 'members.read', 'members.write', 'members.move', 'members.adjust', 'cashier.read', 'games.read', 'approvals.decide', 'promotions.read', 'promotions.review', 'loyalty.read', 'loyalty.review', 'lottery.read', 'lottery.write', 'lottery.results', 'sports.read', 'sports.trade', 'sports.settle'],
  support: ['self', 'members.read', 'messages.write', 'content.read', 'promotions.read', 'promotions.review', 'loyalty.read', 'loyalty.review', 'support.read', 'support.reply'],
  support_lead: ['self', 'dashboard.read', 'members.read', 'messages.write', 'content.read', 'promotions.read', 'promotions.review', 'loyalty.read', 'loyalty.review', 'support.read', 'support.reply', 'support.manage'],
  marketing: ['self', 'dashboard.read', 'content.read', 'content.write', 'marketing.write', 'messages.write', 'promotions.read', 'promotions.write', 'promotions.review', 'loyalty.read', 'loyalty.write', 'loyalty.review'],
  content: ['self', 'content.read', 'content.write'],
  analyst: [...READ_ALL, 'audit.read', 'support.read'],
  trader: ['self', 'dashboard.read', 'reports.read', 'members.read', 'games.read', 'sports.read', 'sports.trade', 'sports.settle'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
