/**
 * Demo cashback and rebate: "Daily cashback up to 10%" (by VIP level; slots, fishing and live
 * casino; claimed on the manualRebate page while the manual cashback switch is on) and "Slots
 * rebate 0.8%" (paid automatically). player01's play today is the deposit-bonus seed's real
 * rounds on a house slot; yesterday's play is written as hourly roll-ups only (the demo cannot
 * play in the past, so those hours have no bet rows), then both jobs settle yesterday as they
 * would at midnight: player01 has a cashback to claim and a rebate already paid.
 */
import type { AppContext } from '#server/app-context.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { settleCashback, settleRebates } from '#server/promotions/index.ts';
import { lastEnded, merchantTimeZone } from '#server/system/index.ts';
import { insertPromotion } from '../factories/promotions.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const cashbackTerms = {
  en: '<p>Every day we return part of your net loss (stakes minus payouts) on slots, fishing and live casino, by VIP level:</p><ul><li>VIP 0–2: 3% on slots and fishing, 2% on live casino.</li><li>VIP 3–5: 5% on slots and fishing, 3% on live casino.</li><li>VIP 6 and up: 10% on slots and fishing, 5% on live casino.</li><li>A day with a net loss below ৳100 pays nothing; at most ৳10,000 a day.</li><li>Claim it on the Cashback page within 7 days after the day ends.</li></ul>',
  bn: '<p>প্রতিদিন স্লট, ফিশিং ও লাইভ ক্যাসিনোতে আপনার নিট ক্ষতির (বাজি বিয়োগ জয়) একটি অংশ ভিআইপি স্তর অনুযায়ী ফেরত দিই:</p><ul><li>ভিআইপি ০–২: স্লট ও ফিশিংয়ে ৩%, লাইভ ক্যাসিনোতে ২%।</li><li>ভিআইপি ৩–৫: স্লট ও ফিশিংয়ে ৫%, লাইভ ক্যাসিনোতে ৩%।</li><li>ভিআইপি ৬ ও তার উপরে: স্লট ও ফিশিংয়ে ১০%, লাইভ ক্যাসিনোতে ৫%।</li><li>দিনে নিট ক্ষতি ৳১০০-এর কম হলে কিছু পাওনা হয় না; দিনে সর্বোচ্চ ৳১০,০০০।</li><li>দিন শেষ হওয়ার পর ৭ দিনের মধ্যে ক্যাশব্যাক পাতায় দাবি করুন।</li></ul>',
};
const rebateTerms = {
  en: '<p>Every day you earn 0.8% of your valid bets on slots, win or lose (1% from VIP 5). It is paid into your balance automatically after midnight, up to ৳5,000 a day.</p>',
  bn: '<p>প্রতিদিন স্লটে আপনার বৈধ বাজির ০.৮% পান, জিতুন বা হারুন (ভিআইপি ৫ থেকে ১%)। মধ্যরাতের পর স্বয়ংক্রিয়ভাবে আপনার ব্যালেন্সে জমা হয়, দিনে সর্বোচ্চ ৳৫,০০০।</p>',
};

export async function seedRebates(app: AppContext, now: number): Promise<void> {
  const startsAt = now - 5 * DAY;
  await insertPromotion(
    app.db,
    'cashback',
    {
      period: 'daily',
      rates: [
        { rank: 0, category: 'RNG', rateBps: 300 },
        { rank: 0, category: 'FISH', rateBps: 300 },
        { rank: 0, category: 'LIVE', rateBps: 200 },
        { rank: 3, category: 'RNG', rateBps: 500 },
        { rank: 3, category: 'FISH', rateBps: 500 },
        { rank: 3, category: 'LIVE', rateBps: 300 },
        { rank: 6, category: 'RNG', rateBps: 1000 },
        { rank: 6, category: 'FISH', rateBps: 1000 },
        { rank: 6, category: 'LIVE', rateBps: 500 },
      ],
      minLoss: 100_00,
      maxPerPeriod: 10_000_00,
    },
    {
      type: 'rebate',
      tags: ['daily', 'vip'],
      title: { bn: 'দৈনিক ক্যাশব্যাক সর্বোচ্চ ১০%', en: 'Daily cashback up to 10%' },
      terms: cashbackTerms,
      banner: { bn: '/images/banners/promo.svg', en: '/images/banners/promo.svg' },
      startsAt,
      endsAt: now + 180 * DAY,
      sort: 18,
      now,
    },
  );
  await insertPromotion(
    app.db,
    'rebate',
    { rates: [{ rank: 0, category: 'RNG', rateBps: 80 }, { rank: 5, category: 'RNG', rateBps: 100 }], payout: 'auto', maxPerDay: 5_000_00 },
    {
      type: 'slots',
      tags: ['highRebate', 'daily'],
      title: { bn: 'স্লট রিবেট ০.৮%', en: 'Slots rebate 0.8%' },
      terms: rebateTerms,
      banner: { bn: '/images/banners/jade-spin.svg', en: '/images/banners/jade-spin.svg' },
      startsAt,
      endsAt: now + 180 * DAY,
      sort: 17,
      now,
    },
  );
  const player = await findMemberByAccount(app.db, 'player01');
  if (!player) return;
  const yesterday = lastEnded('daily', now, await merchantTimeZone(app.db));
  const hours: [string, number, number, number, number][] = [
    // category, hour of the day, bets, stakes, payouts
    ['RNG', 13, 40, 4_000_00, 2_650_00],
    ['RNG', 20, 25, 2_500_00, 3_100_00],
    ['FISH', 21, 12, 1_800_00, 900_00],
    ['LIVE', 22, 6, 3_000_00, 3_600_00],
  ];
  await app.db
    .insertInto('bet_rollups')
    .values(hours.map(([category, h, n, stake, payout]) => ({ member_id: player.id, category, hour: yesterday.start + h * HOUR, bet_count: n, stake, valid_bet: stake, payout })))
    .onConflict((oc) => oc.columns(['member_id', 'category', 'hour']).doNothing())
    .execute();
  await settleCashback(app, now);
  await settleRebates(app, now);
}
