/**
 * The demo's lotteries: every one drawn by the house from its published seed chain (named as the
 * house's own, never as an official draw), in the regional formats, plus the Thai government
 * draw as an official-results lottery whose results staff enter and a second person approves.
 */
import type { LotteryFormat, LotterySchedule, LotteryType, ResultSource } from '#lib/contracts/lottery-model.ts';

export interface DemoLottery {
  code: string;
  type: LotteryType;
  format: LotteryFormat;
  region: 'north' | 'central' | 'south' | null;
  en: string;
  bn: string;
  schedule: LotterySchedule;
  closeSeconds: number;
  source: ResultSource;
  hot?: true;
}

const DAILY_CLOSE = 15 * 60;

export const DEMO_LOTTERIES: readonly DemoLottery[] = [
  { code: 'VN_NORTH', type: 'TCG_LOTTO_VN', format: 'vn-north', region: 'north', en: 'Meridian North (house draw)', bn: 'মেরিডিয়ান নর্থ (হাউস ড্র)', schedule: { kind: 'daily', times: ['18:15'] }, closeSeconds: DAILY_CLOSE, source: 'house', hot: true },
  { code: 'VN_CENTRAL_A', type: 'TCG_LOTTO_VN', format: 'vn-south', region: 'central', en: 'Meridian Central A (house draw)', bn: 'মেরিডিয়ান সেন্ট্রাল এ (হাউস ড্র)', schedule: { kind: 'daily', times: ['17:15'] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'VN_CENTRAL_B', type: 'TCG_LOTTO_VN', format: 'vn-south', region: 'central', en: 'Meridian Central B (house draw)', bn: 'মেরিডিয়ান সেন্ট্রাল বি (হাউস ড্র)', schedule: { kind: 'daily', times: ['17:15'] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'VN_SOUTH_A', type: 'TCG_LOTTO_VN', format: 'vn-south', region: 'south', en: 'Meridian South A (house draw)', bn: 'মেরিডিয়ান সাউথ এ (হাউস ড্র)', schedule: { kind: 'daily', times: ['16:15'] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'VN_SOUTH_B', type: 'TCG_LOTTO_VN', format: 'vn-south', region: 'south', en: 'Meridian South B (house draw)', bn: 'মেরিডিয়ান সাউথ বি (হাউস ড্র)', schedule: { kind: 'daily', times: ['16:15'] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'VN_SOUTH_C', type: 'TCG_LOTTO_VN', format: 'vn-south', region: 'south', en: 'Meridian South C (house draw)', bn: 'মেরিডিয়ান সাউথ সি (হাউস ড্র)', schedule: { kind: 'daily', times: ['16:15'] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'THAI_DAILY', type: 'TCG_SEA', format: 'thai', region: null, en: 'Meridian Thai Daily (house draw)', bn: 'মেরিডিয়ান থাই ডেইলি (হাউস ড্র)', schedule: { kind: 'daily', times: ['15:30'] }, closeSeconds: DAILY_CLOSE, source: 'house', hot: true },
  { code: 'THAI_GOV', type: 'TCG_SEA', format: 'thai', region: null, en: 'Thai Government Lottery (official results)', bn: 'থাই সরকারি লটারি (অফিশিয়াল ফল)', schedule: { kind: 'monthly', days: [1, 16], time: '15:30' }, closeSeconds: 60 * 60, source: 'official' },
  { code: 'MY4D', type: 'TCG_SEA', format: 'my4d', region: null, en: 'Meridian 4D (house draw)', bn: 'মেরিডিয়ান ফোরডি (হাউস ড্র)', schedule: { kind: 'daily', times: ['19:00'], weekdays: [0, 3, 6] }, closeSeconds: DAILY_CLOSE, source: 'house' },
  { code: 'K3_1M', type: 'ELOTT', format: 'k3', region: null, en: 'Quick K3 · 1 min', bn: 'কুইক কে৩ · ১ মিনিট', schedule: { kind: 'interval', minutes: 1 }, closeSeconds: 10, source: 'house', hot: true },
  { code: 'SSC_1M', type: 'ELOTT', format: 'ssc', region: null, en: 'Quick SSC · 1 min', bn: 'কুইক এসএসসি · ১ মিনিট', schedule: { kind: 'interval', minutes: 1 }, closeSeconds: 10, source: 'house', hot: true },
  { code: 'SSC_5M', type: 'ELOTT', format: 'ssc', region: null, en: 'Quick SSC · 5 min', bn: 'কুইক এসএসসি · ৫ মিনিট', schedule: { kind: 'interval', minutes: 5 }, closeSeconds: 30, source: 'house' },
  { code: 'X115_3M', type: 'ELOTT', format: '11x5', region: null, en: 'Quick 11x5 · 3 min', bn: 'কুইক ১১x৫ · ৩ মিনিট', schedule: { kind: 'interval', minutes: 3 }, closeSeconds: 30, source: 'house' },
  { code: 'PK10_2M', type: 'ELOTT', format: 'pk10', region: null, en: 'Quick PK10 · 2 min', bn: 'কুইক পিকে১০ · ২ মিনিট', schedule: { kind: 'interval', minutes: 2 }, closeSeconds: 20, source: 'house' },
  { code: 'KENO_5M', type: 'ELOTT', format: 'keno', region: null, en: 'Quick Keno · 5 min', bn: 'কুইক কিনো · ৫ মিনিট', schedule: { kind: 'interval', minutes: 5 }, closeSeconds: 30, source: 'house' },
];
