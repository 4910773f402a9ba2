/**
 * Demo missions and an application promotion: "Daily missions" (deposit ৳500, bet ৳2,000 on
 * slots, 20 rounds of fishing, log in 5 days in a row), "Weekly missions", and "Birthday bonus —
 * apply". player01 is part-way through today's tasks from real records: the deposits and slot
 * spins of the deposit-bonus seed (the deposit task done, its reward waiting to be claimed),
 * fishing rounds played through the house wallet, and sign-ins on the last three days; player02
 * has applied for the birthday bonus, so the back office's queue is not empty.
 */
import type { AppContext } from '#server/app-context.ts';
import { digest, newToken, openGameSession } from '#server/auth/index.ts';
import { creditDeposit, requestDeposit } from '#server/cashier/index.ts';
import { findMemberByAccount, recordLoginDay } from '#server/members/index.ts';
import { applyToPromotion, missionSummary } from '#server/promotions/index.ts';
import { playHouseRound } from '#server/providers/index.ts';
import { DEFAULT_CONTRIBUTIONS } from '#lib/contracts/promotion-model.ts';
import { insertPromotion } from '../factories/promotions.ts';

const DAY = 86_400_000;
const banner = { bn: '/images/banners/promo.svg', en: '/images/banners/promo.svg' };

const dailyTerms = {
  en: '<p>Four tasks every day, counted from midnight (Dhaka time). Each finished task pays its cash reward when you claim it on the Mission activity page.</p><ul><li>Deposit ৳500 in total: ৳20.</li><li>Bet ৳2,000 on slots: ৳30.</li><li>Play 20 rounds of fishing games: ৳15.</li><li>Log in 5 days in a row: ৳50.</li></ul><p>An unclaimed reward expires at the end of the next day.</p>',
  bn: '<p>প্রতিদিন চারটি কাজ, মধ্যরাত (ঢাকা সময়) থেকে গণনা। প্রতিটি শেষ হওয়া কাজের নগদ পুরস্কার মিশন কার্যক্রম পাতায় দাবি করলে পাবেন।</p><ul><li>মোট ৳৫০০ জমা করুন: ৳২০।</li><li>স্লটে ৳২,০০০ বাজি ধরুন: ৳৩০।</li><li>ফিশিং গেমে ২০ রাউন্ড খেলুন: ৳১৫।</li><li>টানা ৫ দিন লগ ইন করুন: ৳৫০।</li></ul><p>দাবি না করা পুরস্কারের মেয়াদ পরের দিনের শেষে শেষ হয়।</p>',
};
const weeklyTerms = {
  en: '<p>Bigger tasks every week, Monday to Sunday (Dhaka time).</p><ul><li>Deposit ৳5,000 in total: ৳150.</li><li>Bet ৳20,000 on any game: ৳300.</li><li>Play 100 rounds of live casino: ৳100.</li></ul>',
  bn: '<p>প্রতি সপ্তাহে বড় কাজ, সোমবার থেকে রবিবার (ঢাকা সময়)।</p><ul><li>মোট ৳৫,০০০ জমা করুন: ৳১৫০।</li><li>যেকোনো গেমে ৳২০,০০০ বাজি ধরুন: ৳৩০০।</li><li>লাইভ ক্যাসিনোতে ১০০ রাউন্ড খেলুন: ৳১০০।</li></ul>',
};
const birthdayTerms = {
  en: '<p>Celebrating your birthday this month? Apply with a short message and our team will check your account.</p><ul><li>Approved players receive a ৳500 bonus in the bonus wallet: wager it 5 times within 14 days; the largest bet while it is active is ৳200.</li><li>One application per player.</li></ul>',
  bn: '<p>এই মাসে আপনার জন্মদিন? একটি ছোট বার্তাসহ আবেদন করুন, আমাদের দল আপনার অ্যাকাউন্ট যাচাই করবে।</p><ul><li>অনুমোদিত খেলোয়াড়রা বোনাস ওয়ালেটে ৳৫০০ বোনাস পাবেন: ১৪ দিনের মধ্যে ৫ বার বাজি ধরুন; চালু থাকাকালীন সর্বোচ্চ বাজি ৳২০০।</li><li>প্রতি খেলোয়াড় একবার আবেদন।</li></ul>',
};

export async function seedMissions(app: AppContext, now: number): Promise<void> {
  const daily = await insertPromotion(
    app.db,
    'mission',
    {
      period: 'daily',
      tasks: [
        { id: 'deposit-500', kind: 'deposit', target: 500_00, reward: 20_00 },
        { id: 'slots-2000', kind: 'bet', category: 'RNG', target: 2_000_00, reward: 30_00 },
        { id: 'fish-20', kind: 'rounds', category: 'FISH', target: 20, reward: 15_00 },
        { id: 'login-5', kind: 'loginDays', target: 5, reward: 50_00 },
      ],
    },
    { type: 'other', tags: ['daily'], title: { bn: 'দৈনিক মিশন', en: 'Daily missions' }, terms: dailyTerms, banner, startsAt: now - 20 * DAY, endsAt: now + 120 * DAY, sort: 15, now },
  );
  await insertPromotion(
    app.db,
    'mission',
    {
      period: 'weekly',
      tasks: [
        { id: 'deposit-5000', kind: 'deposit', target: 5_000_00, reward: 150_00 },
        { id: 'bet-20000', kind: 'bet', target: 20_000_00, reward: 300_00 },
        { id: 'live-100', kind: 'rounds', category: 'LIVE', target: 100, reward: 100_00 },
      ],
    },
    { type: 'other', tags: ['limited'], title: { bn: 'সাপ্তাহিক মিশন', en: 'Weekly missions' }, terms: weeklyTerms, banner, startsAt: now - 20 * DAY, endsAt: now + 120 * DAY, sort: 14, now },
  );
  const birthday = await insertPromotion(
    app.db,
    'application',
    { amount: 500_00, rules: { wageringMultiple: 5, contributions: { ...DEFAULT_CONTRIBUTIONS, RNG: 100, FISH: 100 }, maxBet: 200_00, expiryDays: 14 } },
    { type: 'other', tags: ['special'], title: { bn: 'জন্মদিনের বোনাস — আবেদন করুন', en: 'Birthday bonus — apply' }, terms: birthdayTerms, banner, startsAt: now - 5 * DAY, endsAt: now + 60 * DAY, sort: 13, now },
  );

  const player = await findMemberByAccount(app.db, 'player01');
  if (player) {
    // The deposit-bonus seed deposited today; without it, one deposit here does the deposit task.
    const summary = await missionSummary(app, player.id, now);
    const deposit = summary.missions.find((m) => m.promotion.id === daily)?.tasks.find((t) => t.kind === 'deposit');
    if (deposit && !deposit.done) {
      const bank = await app.db.selectFrom('payment_channels').select('id').where('code', '=', 'BANK_TRANSFER').executeTakeFirstOrThrow();
      const d = await requestDeposit(app, player.id, { channelId: Number(bank.id), amount: 1_000_00, reference: 'DEMO-MISSION' }, now);
      await creditDeposit(app, d.id, 'demo', now);
    }
    // Eight of the twenty fishing rounds, shot through the house wallet like any player's.
    const game = await app.db.selectFrom('games').select(['id', 'vendor_code']).where('game_code', '=', 'ocean-hunter').executeTakeFirstOrThrow();
    const token = newToken();
    await openGameSession(app.db, { tokenHash: digest(token), memberId: player.id, vendorCode: game.vendor_code, gameId: Number(game.id), mode: 'real', now, expiresAt: now + DAY });
    for (let i = 0; i < 8; i++) await playHouseRound(app, token, { stake: 100, speciesId: 'clownfish' });
    // Signed in on each of the last three days (today's sign-in is the demo user's own).
    for (const back of [2, 1, 0]) await recordLoginDay(app.db, player.id, now - back * DAY);
    // Finds the done task and offers its reward, so it waits to be claimed and player01 stands on the leaderboard.
    await missionSummary(app, player.id, now);
  }
  const applicant = await findMemberByAccount(app.db, 'player02');
  if (applicant) await applyToPromotion(app, applicant.id, birthday, { comment: 'My birthday is on the 28th of this month. Thank you!', requestId: 'demo-birthday-player02' }, now);
}
