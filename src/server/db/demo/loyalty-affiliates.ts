/**
 * The demo's affiliate applications, made through the same paths a player and staff use: two new
 * players (so no other demo player's state moves) — affiliate01 has an application waiting in the
 * loyalty desk's Affiliate applications tab, affiliate02 one rejected with its reason. Both sign
 * in with Player#2025.
 */
import type { AppContext } from '#server/app-context.ts';
import { rejectApplication, submitApplication } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { insertMember } from '../factories/members.ts';

const PASSWORD = 'Player#2025';
const HOUR = 3_600_000;

async function demoPlayer(app: AppContext, account: string, mobile: string): Promise<number> {
  const found = await findMemberByAccount(app.db, account);
  if (found) return Number(found.id);
  return (await insertMember(app.db, { account, password: PASSWORD, mobile: ['880', mobile], email: `${account}@meridian.example` })).id;
}

export async function seedLoyaltyAffiliates(app: AppContext, now: number): Promise<void> {
  const done = await app.db.selectFrom('affiliate_applications').select('id').limit(1).executeTakeFirst();
  if (done) return;
  const pending = await demoPlayer(app, 'affiliate01', '1713000001');
  const rejected = await demoPlayer(app, 'affiliate02', '1713000002');
  await submitApplication(
    app.db,
    pending,
    {
      contacts: { mobile: '+8801713000001', email: 'affiliate01@meridian.example', messenger: { app: 'whatsapp', handle: '8801713000001' } },
      traffic: ['social', 'messaging'],
      comment: 'আমার ফেসবুক পেজে ১২ হাজার ফলোয়ার, ক্রিকেট নিয়ে লিখি। / A cricket page with 12k followers.',
    },
    now - 5 * HOUR,
  );
  const sent = await submitApplication(
    app.db,
    rejected,
    { contacts: { mobile: '+8801713000002', email: null, messenger: { app: 'telegram', handle: '@dhaka_tips' } }, traffic: ['video'], comment: '' },
    now - 30 * HOUR,
  );
  const staff = await app.db.selectFrom('staff').select('id').orderBy('id').limit(1).executeTakeFirst();
  await rejectApplication(app.db, sent.id, 'Please add a link to your channel and how many people watch it, then apply again.', staff ? Number(staff.id) : 0, now - 26 * HOUR);
}
