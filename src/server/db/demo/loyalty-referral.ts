/**
 * The demo's invite-a-friend referrals, made through the paths players and the job use: a new
 * player, inviter01, whose code five new players registered with — rahim77 deposited and played
 * enough and earned inviter01 the reward, karim88 qualified too but logged in from inviter01's
 * address so the reward waits in the loyalty desk's Referrals tab, nusrat21 has deposited,
 * tania09 has only registered, and sabbir45's window closed before a deposit. Every one signs in
 * with Player#2025. No other demo player's money moves.
 */
import type { AppContext } from '#server/app-context.ts';
import { creditDeposit } from '#server/cashier/index.ts';
import { ensureReferralCode, runReferrals } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { insertSettledBet } from '../factories/bets.ts';
import { insertMember } from '../factories/members.ts';

const PASSWORD = 'Player#2025';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The address inviter01 and karim88 both logged in from (the abuse check's evidence). */
const SHARED_IP = '103.4.145.20';

interface Friend {
  account: string;
  mobile: string;
  daysAgo: number;
  deposit: number;
  /** Valid bet, placed as even-money bets of 500 taka that win back their stake. */
  validBet: number;
}

const FRIENDS: readonly Friend[] = [
  { account: 'rahim77', mobile: '1714000001', daysAgo: 12, deposit: 1_000_00, validBet: 2_500_00 },
  { account: 'karim88', mobile: '1714000002', daysAgo: 9, deposit: 800_00, validBet: 2_000_00 },
  { account: 'nusrat21', mobile: '1714000003', daysAgo: 3, deposit: 300_00, validBet: 0 },
  { account: 'tania09', mobile: '1714000004', daysAgo: 1, deposit: 0, validBet: 0 },
  { account: 'sabbir45', mobile: '1714000005', daysAgo: 45, deposit: 0, validBet: 0 },
];

async function demoPlayer(app: AppContext, account: string, mobile: string | null, referrer: string | null, registeredAt: number): Promise<number> {
  const found = await findMemberByAccount(app.db, account);
  if (found) return Number(found.id);
  const { id } = await insertMember(app.db, { account, password: PASSWORD, mobile: mobile ? ['880', mobile] : null });
  await app.db.updateTable('members').set({ referrer, created_at: registeredAt, register_method: 'WEB' }).where('id', '=', id).execute();
  return id;
}

async function deposit(app: AppContext, memberId: number, amount: number, at: number): Promise<void> {
  const channel = await app.db.selectFrom('payment_channels').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!channel) return;
  const row = await app.db
    .insertInto('deposits')
    .values({ member_id: memberId, channel_id: channel.id, amount, fee: 0, status: 'pending', reference: `DEMO-REF-${memberId}`, receipt_upload_id: null, note: null, created_at: at - 10 * 60_000, decided_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await creditDeposit(app, Number(row.id), 'demo', at);
}

async function play(app: AppContext, memberId: number, validBet: number, at: number): Promise<void> {
  const stake = 500_00;
  for (let placed = 0; placed < validBet; placed += stake) await insertSettledBet(app.db, memberId, stake, { at, payout: stake, fund: false });
  const hour = at - (at % HOUR);
  await app.db
    .insertInto('bet_rollups')
    .values({ member_id: memberId, category: 'RNG', hour, bet_count: Math.ceil(validBet / stake), stake: validBet, valid_bet: validBet, payout: validBet })
    .onConflict((oc) => oc.columns(['member_id', 'category', 'hour']).doNothing())
    .execute();
}

export async function seedLoyaltyReferral(app: AppContext, now: number): Promise<void> {
  if (await findMemberByAccount(app.db, 'inviter01')) return;
  // No mobile or email: no second factor, so inviter01 signs in from any address with the password alone.
  const inviter = await demoPlayer(app, 'inviter01', null, null, now - 60 * DAY);
  const code = await ensureReferralCode(app.db, inviter, now - 50 * DAY);
  for (const f of FRIENDS) {
    const registeredAt = now - f.daysAgo * DAY;
    const id = await demoPlayer(app, f.account, f.mobile, code, registeredAt);
    if (f.deposit > 0) await deposit(app, id, f.deposit, registeredAt + 2 * HOUR);
    if (f.validBet > 0) await play(app, id, f.validBet, registeredAt + 26 * HOUR);
    if (f.account === 'karim88') {
      await app.db
        .insertInto('member_ips')
        .values([inviter, id].map((memberId) => ({ member_id: memberId, ip: SHARED_IP, first_seen: registeredAt, last_seen: registeredAt + DAY })))
        .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
        .execute();
    }
  }
  await runReferrals(app, now);
}
