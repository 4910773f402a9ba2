/**
 * Demo deposit bonuses: a welcome bonus for new players' first deposit and a weekly reload for
 * everyone; player01 opted in to the reload, deposited, received the bonus through the deposit's
 * own hook and has played part of its wagering on a house slot (real rounds through the wallet).
 */
import type { AppContext } from '#server/app-context.ts';
import { digest, newToken, openGameSession } from '#server/auth/index.ts';
import { creditDeposit, requestDeposit } from '#server/cashier/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { optInDepositBonus } from '#server/promotions/index.ts';
import { playHouseRound } from '#server/providers/index.ts';
import { DEFAULT_CONTRIBUTIONS } from '#lib/contracts/promotion-model.ts';
import { insertPromotion } from '../factories/promotions.ts';

const DAY = 86_400_000;
const contributions = { ...DEFAULT_CONTRIBUTIONS, RNG: 100, FISH: 100, LIVE: 10, PVP: 10 };

const welcomeTerms = {
  en: '<p>For players who registered in the last 30 days. Opt in on this page before your first deposit.</p><ul><li>100% of your first deposit, up to ৳5,000; the deposit must be at least ৳500.</li><li>Wager 10× the bonus within 14 days. Slots and fishing count in full, sports 20%, live casino, card games and lotteries 10%.</li><li>While the bonus is active, the largest bet is ৳500; stakes use your cash first.</li><li>You may forfeit the bonus at any time on the bonus details page.</li></ul>',
  bn: '<p>গত ৩০ দিনে নিবন্ধিত খেলোয়াড়দের জন্য। প্রথম ডিপোজিটের আগে এই পাতায় যোগ দিন।</p><ul><li>আপনার প্রথম ডিপোজিটের ১০০%, সর্বোচ্চ ৳৫,০০০; ডিপোজিট অন্তত ৳৫০০ হতে হবে।</li><li>১৪ দিনের মধ্যে বোনাসের ১০ গুণ বাজি। স্লট ও ফিশিং পুরোটা গণ্য, খেলা ২০%, লাইভ ক্যাসিনো, কার্ড গেম ও লটারি ১০%।</li><li>বোনাস চালু থাকাকালীন সর্বোচ্চ বাজি ৳৫০০; বাজিতে আগে আপনার নগদ খরচ হয়।</li><li>বোনাসের বিস্তারিত পাতায় যেকোনো সময় বোনাস ছেড়ে দিতে পারেন।</li></ul>',
};
const reloadTerms = {
  en: '<p>Every week (Monday to Sunday) opt in, then make a reload deposit — any deposit after your first.</p><ul><li>50% of the deposit, up to ৳2,000; the deposit must be at least ৳1,000.</li><li>Wager 10× the bonus within 7 days. Slots and fishing count in full, live casino and card games 10%.</li><li>While the bonus is active, the largest bet is ৳300.</li><li>One bonus per week; one bonus active at a time.</li></ul>',
  bn: '<p>প্রতি সপ্তাহে (সোমবার থেকে রবিবার) যোগ দিন, তারপর রিলোড ডিপোজিট করুন — প্রথমটির পরের যেকোনো ডিপোজিট।</p><ul><li>ডিপোজিটের ৫০%, সর্বোচ্চ ৳২,০০০; ডিপোজিট অন্তত ৳১,০০০ হতে হবে।</li><li>৭ দিনের মধ্যে বোনাসের ১০ গুণ বাজি। স্লট ও ফিশিং পুরোটা গণ্য, লাইভ ক্যাসিনো ও কার্ড গেম ১০%।</li><li>বোনাস চালু থাকাকালীন সর্বোচ্চ বাজি ৳৩০০।</li><li>সপ্তাহে একটি বোনাস; একবারে একটি বোনাস চালু থাকে।</li></ul>',
};

export async function seedDepositBonuses(app: AppContext, now: number): Promise<void> {
  await insertPromotion(
    app.db,
    'depositBonus',
    { matchPct: 100, cap: 5_000_00, minDeposit: 500_00, deposit: 'first', per: 'once', rules: { wageringMultiple: 10, contributions, maxBet: 500_00, expiryDays: 14 } },
    {
      type: 'deposit',
      tags: ['newbie'],
      title: { bn: 'স্বাগতম বোনাস ১০০%, সর্বোচ্চ ৳৫,০০০', en: 'Welcome bonus 100% up to ৳5,000' },
      terms: welcomeTerms,
      banner: { bn: '/images/banners/welcome.svg', en: '/images/banners/welcome.svg' },
      audience: { kind: 'new', days: 30 },
      startsAt: now - 10 * DAY,
      endsAt: now + 180 * DAY,
      sort: 20,
      now,
    },
  );
  const reload = await insertPromotion(
    app.db,
    'depositBonus',
    { matchPct: 50, cap: 2_000_00, minDeposit: 1_000_00, deposit: 'reload', per: 'weekly', rules: { wageringMultiple: 10, contributions, maxBet: 300_00, expiryDays: 7 } },
    {
      type: 'deposit',
      tags: ['limited'],
      title: { bn: 'সাপ্তাহিক রিলোড ৫০%, সর্বোচ্চ ৳২,০০০', en: 'Weekly reload 50% up to ৳2,000' },
      terms: reloadTerms,
      banner: { bn: '/images/banners/weekly-reload.svg', en: '/images/banners/weekly-reload.svg' },
      startsAt: now - 3 * DAY,
      endsAt: now + 90 * DAY,
      sort: 19,
      now,
    },
  );
  const player = await findMemberByAccount(app.db, 'player01');
  if (!player) return;
  await optInDepositBonus(app, player.id, reload, now);
  const bank = await app.db.selectFrom('payment_channels').select('id').where('code', '=', 'BANK_TRANSFER').executeTakeFirstOrThrow();
  // A reload needs an earlier deposit: the first pays no bonus, the second does.
  for (const amount of [1_500_00, 3_000_00]) {
    const d = await requestDeposit(app, player.id, { channelId: Number(bank.id), amount, reference: 'DEMO-RELOAD' }, now);
    await creditDeposit(app, d.id, 'demo', now);
  }
  // A tenth of the wagering (৳1,500 of ৳15,000): 30 spins of ৳50 on a house slot, settled through the wallet.
  const game = await app.db.selectFrom('games').select(['id', 'vendor_code']).where('game_code', '=', 'golden-meridian').executeTakeFirstOrThrow();
  const token = newToken();
  await openGameSession(app.db, { tokenHash: digest(token), memberId: player.id, vendorCode: game.vendor_code, gameId: Number(game.id), mode: 'real', now, expiresAt: now + DAY });
  for (let i = 0; i < 30; i++) await playHouseRound(app, token, { stake: 50_00 });
}
