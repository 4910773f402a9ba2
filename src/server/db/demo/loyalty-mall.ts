/**
 * The demo points mall: a catalogue (a phone, headphones, a T-shirt, ৳100 and ৳500 cash vouchers,
 * a ৳200 bonus credit, one with a monthly deposit requirement) and player01's redeems in each
 * state, made through the same paths a player and staff use. player01 gets 30,000 points as a
 * staff adjustment and the payment password 135790 (when none is set), so the mall can be tried
 * at once. Nothing approved pays money: the approved request is a T-shirt out for delivery, so
 * player01's cash and bonus wallet stay as the other demo seeds leave them.
 */
import type { AppContext } from '#server/app-context.ts';
import { hashPassword } from '#server/auth/index.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { createMallItem, decideRedeem, redeemPoints } from '#server/loyalty/index.ts';
import { findMemberByAccount, replacePaymentPasswordHash } from '#server/members/index.ts';

/** player01's payment password in the demo (docs/loyalty.md). */
export const DEMO_PAYMENT_PASSWORD = '135790';
const DEMO_POINTS = 30_000_00;
const MINUTE = 60_000;

type Item = Parameters<typeof createMallItem>[1];

const both = (bn: string, en: string) => ({ bn, en });
const CATALOGUE: Item[] = [
  {
    kind: 'physical',
    names: both('স্মার্টফোন (১২৮ জিবি)', 'Smartphone (128 GB)'),
    descriptions: both('৬.৫ ইঞ্চি পর্দা, ১২৮ জিবি, এক বছরের ওয়ারেন্টি। ঢাকায় ৩ দিনে, বাইরে ৭ দিনে পৌঁছায়।', '6.5-inch screen, 128 GB, one-year warranty. Delivered in 3 days in Dhaka, 7 days elsewhere.'),
    image: '/images/mall/phone.svg',
    price: 25_000_00,
    amount: 0,
    stock: 3,
    requirement: 'deposit_month',
    requirementAmount: 20_000_00,
    sort: 100,
  },
  {
    kind: 'physical',
    names: both('ওয়্যারলেস হেডফোন', 'Wireless headphones'),
    descriptions: both('ব্লুটুথ ৫.৩, ৩০ ঘণ্টা চার্জ।', 'Bluetooth 5.3, 30 hours per charge.'),
    image: '/images/mall/headphones.svg',
    price: 6_000_00,
    amount: 0,
    stock: 12,
    requirement: 'none',
    requirementAmount: 0,
    sort: 90,
  },
  {
    kind: 'physical',
    names: both('মেরিডিয়ান টি-শার্ট', 'Meridian T-shirt'),
    descriptions: both('সুতি, M থেকে XXL মাপে।', 'Cotton, sizes M to XXL.'),
    image: '/images/mall/tshirt.svg',
    price: 1_500_00,
    amount: 0,
    stock: 40,
    requirement: 'none',
    requirementAmount: 0,
    sort: 80,
  },
  {
    kind: 'voucher',
    names: both('৳১০০ নগদ ভাউচার', '৳100 cash voucher'),
    descriptions: both('অনুমোদনের পর ৳১০০ আপনার ওয়ালেটে।', '৳100 into your wallet once approved.'),
    image: null,
    price: 1_000_00,
    amount: 100_00,
    stock: null,
    requirement: 'none',
    requirementAmount: 0,
    sort: 70,
  },
  {
    kind: 'voucher',
    names: both('৳৫০০ নগদ ভাউচার', '৳500 cash voucher'),
    descriptions: both('অনুমোদনের পর ৳৫০০ আপনার ওয়ালেটে। এই মাসে ৳৫,০০০ টার্নওভার লাগবে।', '৳500 into your wallet once approved. Needs ৳5,000 turnover this month.'),
    image: null,
    price: 4_800_00,
    amount: 500_00,
    stock: 50,
    requirement: 'turnover_month',
    requirementAmount: 5_000_00,
    sort: 60,
  },
  {
    kind: 'bonus',
    names: both('৳২০০ বোনাস ক্রেডিট', '৳200 bonus credit'),
    descriptions: both('বোনাস ওয়ালেটে ৳২০০; একবার খেলে নগদ হয়, ৩০ দিন মেয়াদ।', '৳200 into the bonus wallet; played through once it turns into cash, valid 30 days.'),
    image: null,
    price: 1_800_00,
    amount: 200_00,
    stock: null,
    requirement: 'none',
    requirementAmount: 0,
    sort: 50,
  },
];

export async function seedLoyaltyMall(app: AppContext, now: number): Promise<void> {
  const ids: number[] = [];
  for (const item of CATALOGUE) ids.push((await createMallItem(app, item, now - 10 * 86_400_000)).id);
  const [, headphones, tshirt, voucher100] = ids as [number, number, number, number];

  const player = await findMemberByAccount(app.db, 'player01');
  if (!player) return;
  await replacePaymentPasswordHash(app.db, player.id, null, await hashPassword(DEMO_PAYMENT_PASSWORD));
  await app.ledger.run((sql) =>
    post(
      sql,
      {
        kind: 'points_adjust',
        key: 'demo:mall-points:player01',
        memberId: player.id,
        meta: { note: 'demo points for the mall' },
        postings: [
          { account: Accounts.pointsIssued('adjust'), amount: -DEMO_POINTS },
          { account: Accounts.points(player.id), amount: DEMO_POINTS },
        ],
      },
      now,
    ),
  );
  const staff = await app.db.selectFrom('staff').select('id').orderBy('id').limit(1).executeTakeFirst();
  const staffId = staff ? Number(staff.id) : 0;
  const delivery = { address: 'House 14, Road 7, Dhanmondi, Dhaka 1205', mobile: '01712000001' };
  const redeem = (itemId: number, quantity: number, requestId: string, at: number, extra: object = {}) =>
    redeemPoints(app, player.id, { itemId, quantity, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId, ...extra }, 'en', at);

  // A T-shirt approved and out for delivery, headphones rejected (points and stock back), a voucher waiting.
  const shirt = await redeem(tshirt, 1, 'demo-mall-tshirt', now - 3 * 86_400_000, delivery);
  await decideRedeem(app, staffId, shirt.redeem.id, { approve: true, reason: '' }, now - 2 * 86_400_000);
  const phones = await redeem(headphones, 1, 'demo-mall-headphones', now - 2 * 86_400_000, delivery);
  await decideRedeem(app, staffId, phones.redeem.id, { approve: false, reason: 'এই রঙের হেডফোন শেষ হয়ে গেছে; আপনার পয়েন্ট ফেরত দেওয়া হয়েছে।' }, now - 86_400_000);
  await redeem(voucher100, 2, 'demo-mall-voucher', now - 30 * MINUTE);
}
