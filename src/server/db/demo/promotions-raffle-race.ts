/**
 * Demo raffle and race: "Lucky draw: a ticket per ৳1,000" on slots and fishing with a prize table,
 * and the "Weekly slots race" with ten prizes. Demo players have played (settled bets through the
 * ledger), so some hold tickets and stand on this week's leaderboard; player01 has drawn once, and
 * last week's race is over and paid, so its winners list is not empty.
 */
import type { AppContext } from '#server/app-context.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { drawRaffle, joinRace, payEndedRaces } from '#server/promotions/index.ts';
import { merchantTimeZone, periodAt } from '#server/system/index.ts';
import { insertSettledBet } from '../factories/bets.ts';
import { insertPromotion } from '../factories/promotions.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const prize = (bn: string, en: string) => ({ bn, en });

const drawTerms = {
  en: '<p>Play slots or fishing games and earn one ticket for every ৳1,000 of valid bet while the draw runs. Each ticket is one draw from the prize table; prizes are paid to your cash balance at once.</p><ul><li>Grand prize ৳10,000 (3 in stock), ৳1,000 (50), ৳200 (500), ৳50 (5,000).</li><li>Draws are provably fair: the hash of the server seed is shown before you draw and the seed is revealed after, so you can verify every draw on this page.</li><li>When every prize has been won, the draw closes.</li></ul>',
  bn: '<p>স্লট বা ফিশিং গেম খেলুন এবং ড্র চলাকালীন প্রতি ৳১,০০০ বৈধ বাজিতে একটি টিকিট পান। প্রতিটি টিকিটে পুরস্কারের তালিকা থেকে একটি ড্র; পুরস্কার সঙ্গে সঙ্গে আপনার নগদ ব্যালেন্সে যায়।</p><ul><li>গ্র্যান্ড পুরস্কার ৳১০,০০০ (মজুদ ৩টি), ৳১,০০০ (৫০টি), ৳২০০ (৫০০টি), ৳৫০ (৫,০০০টি)।</li><li>ড্র প্রমাণযোগ্যভাবে ন্যায্য: ড্রয়ের আগে সার্ভার সিডের হ্যাশ দেখানো হয় এবং পরে সিড প্রকাশ করা হয়, তাই এই পাতাতেই প্রতিটি ড্র যাচাই করতে পারেন।</li><li>সব পুরস্কার জেতা হয়ে গেলে ড্র বন্ধ হয়।</li></ul>',
};
const raceTerms = {
  en: '<p>Join the race, then play slots: every week (Monday to Sunday, Dhaka time) the ten players with the highest valid bet win.</p><ul><li>Prizes: ৳5,000, ৳3,000, ৳2,000, ৳1,000, ৳800, ৳600, ৳500, ৳400, ৳300 and ৳200, paid automatically when the week ends.</li><li>All your slot bets from the start of the week count, whenever you join.</li><li>Tied players share the prizes of the places they cover equally.</li></ul>',
  bn: '<p>রেসে যোগ দিন, তারপর স্লট খেলুন: প্রতি সপ্তাহে (সোমবার থেকে রবিবার, ঢাকা সময়) সবচেয়ে বেশি বৈধ বাজির দশজন খেলোয়াড় জেতেন।</p><ul><li>পুরস্কার: ৳৫,০০০, ৳৩,০০০, ৳২,০০০, ৳১,০০০, ৳৮০০, ৳৬০০, ৳৫০০, ৳৪০০, ৳৩০০ ও ৳২০০, সপ্তাহ শেষে স্বয়ংক্রিয়ভাবে দেওয়া হয়।</li><li>আপনি যখনই যোগ দিন, সপ্তাহের শুরু থেকে আপনার সব স্লট বাজি গণনা হয়।</li><li>সমান মানের খেলোয়াড়রা তাঁদের দখল করা স্থানের পুরস্কার সমানভাবে ভাগ করেন।</li></ul>',
};

export async function seedRafflesAndRaces(app: AppContext, now: number): Promise<void> {
  const raffle = await insertPromotion(
    app.db,
    'raffle',
    {
      ticketPer: 1_000_00,
      categories: ['RNG', 'FISH'],
      prizes: [
        { id: 'grand', name: prize('গ্র্যান্ড পুরস্কার', 'Grand prize'), amount: 10_000_00, stock: 3, weight: 1 },
        { id: 'gold', name: prize('সোনালি পুরস্কার', 'Gold prize'), amount: 1_000_00, stock: 50, weight: 20 },
        { id: 'silver', name: prize('রুপালি পুরস্কার', 'Silver prize'), amount: 200_00, stock: 500, weight: 150 },
        { id: 'lucky', name: prize('লাকি পুরস্কার', 'Lucky prize'), amount: 50_00, stock: 5_000, weight: 829 },
      ],
    },
    { type: 'slots', tags: ['special'], title: prize('লাকি ড্র: প্রতি ৳১,০০০-এ একটি টিকিট', 'Lucky draw: a ticket per ৳1,000'), terms: drawTerms, banner: { bn: '/images/banners/lucky-draw.svg', en: '/images/banners/lucky-draw.svg' }, startsAt: now - 5 * DAY, endsAt: now + 60 * DAY, sort: 15, now },
  );
  const race = await insertPromotion(
    app.db,
    'race',
    { metric: 'turnover', categories: ['RNG'], minStake: 0, period: 'weekly', prizes: [5_000_00, 3_000_00, 2_000_00, 1_000_00, 800_00, 600_00, 500_00, 400_00, 300_00, 200_00] },
    { type: 'ranking', tags: ['limited'], title: prize('সাপ্তাহিক স্লট রেস', 'Weekly slots race'), terms: raceTerms, banner: { bn: '/images/banners/slots-race.svg', en: '/images/banners/slots-race.svg' }, startsAt: now - 15 * DAY, endsAt: now + 60 * DAY, sort: 14, now: now - 15 * DAY },
  );
  const week = periodAt('weekly', now, await merchantTimeZone(app.db));
  // Earlier this week (at least a minute ago) and in the middle of last week.
  const thisWeek = Math.max(week.start + HOUR, now - 2 * HOUR);
  const lastWeek = week.start - 3 * DAY;
  const plays: [account: string, thisWeekStakes: number[], lastWeekStakes: number[]][] = [
    ['player01', [1_200_00, 900_00], [4_000_00, 1_500_00]],
    ['player02', [2_500_00, 1_000_00], [3_000_00]],
    ['agent42', [800_00], [5_500_00]],
    ['agent41', [1_500_00], [3_000_00]],
  ];
  for (const [account, current, previous] of plays) {
    const m = await findMemberByAccount(app.db, account);
    if (!m) continue;
    await joinRace(app, m.id, race, now - 10 * DAY);
    for (const stake of previous) await insertSettledBet(app.db, m.id, stake, { vendor: 'NOVA_SLOT', game: 'nova-stars', at: lastWeek });
    for (const stake of current) await insertSettledBet(app.db, m.id, stake, { vendor: 'NOVA_SLOT', game: 'nova-stars', at: thisWeek });
  }
  // Last week's race ends and is paid by its job, as every minute on a running site.
  await payEndedRaces(app, now);
  const player = await findMemberByAccount(app.db, 'player01');
  if (player) await drawRaffle(app, player.id, raffle, 'demo-first-draw', now);
}
