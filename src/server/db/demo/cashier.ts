/** The demo merchant's payment channels (invented banks and wallets). Amounts in minor units. */
export const CHANNELS: { code: string; kind: string; names: Record<string, string>; min_amount: number; max_amount: number; fee_bp: number; min_vip_rank: number; details: Record<string, string> }[] = [
  {
    code: 'BANK_TRANSFER',
    kind: 'bank',
    names: { en: 'Bank transfer', bn: 'ব্যাংক ট্রান্সফার' },
    min_amount: 50_000,
    max_amount: 50_000_000,
    fee_bp: 0,
    min_vip_rank: 0,
    details: { bank: 'Meridian Trust Bank', accountName: 'Meridian Gaming Ltd', accountNumber: '2050 1188 4402', branch: 'Gulshan, Dhaka', processing: 'Within 30 minutes during service hours' },
  },
  {
    code: 'EWALLET',
    kind: 'ewallet',
    names: { en: 'Mobile wallet', bn: 'মোবাইল ওয়ালেট' },
    min_amount: 20_000,
    max_amount: 2_500_000,
    fee_bp: 100,
    min_vip_rank: 0,
    details: { wallet: 'PayLeaf', number: '01700-000 888', accountName: 'Meridian Gaming', processing: 'Usually within 10 minutes' },
  },
  {
    code: 'DEMO_GATEWAY',
    kind: 'gateway',
    names: { en: 'Instant pay (demo gateway)', bn: 'তাৎক্ষণিক পেমেন্ট (ডেমো গেটওয়ে)' },
    min_amount: 10_000,
    max_amount: 10_000_000,
    fee_bp: 0,
    min_vip_rank: 0,
    details: { processing: 'Credited as soon as the payment completes' },
  },
  {
    code: 'VIP_DESK',
    kind: 'bank',
    names: { en: 'VIP cashier desk', bn: 'ভিআইপি ক্যাশিয়ার ডেস্ক' },
    min_amount: 1_000_000,
    max_amount: 500_000_000,
    fee_bp: 0,
    min_vip_rank: 5,
    details: { bank: 'Meridian Trust Bank', accountName: 'Meridian Gaming Ltd (VIP)', accountNumber: '2050 1188 9000', processing: 'Handled by your VIP host' },
  },
];

/** The studio whose games play from a wallet of its own (members transfer money in and out). */
export const TRANSFER_WALLET_VENDORS = ['LOTUS_LIVE'];
