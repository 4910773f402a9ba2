/** Every format's bet types, by format (one file per format beside this one). */
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import type { BetType, BetTypes } from './bet-type.ts';
import { ELEVEN_FIVE_BETS } from './eleven-five.ts';
import { K3_BETS } from './k3.ts';
import { KENO_BETS } from './keno.ts';
import { MY4D_BETS } from './my4d.ts';
import { PK10_BETS } from './pk10.ts';
import { SSC_BETS } from './ssc.ts';
import { THAI_BETS } from './thai.ts';
import { VN_NORTH_BETS } from './vn-north.ts';
import { VN_SOUTH_BETS } from './vn-south.ts';

export const BET_TYPES: BetTypes = {
  'vn-north': VN_NORTH_BETS,
  'vn-south': VN_SOUTH_BETS,
  thai: THAI_BETS,
  my4d: MY4D_BETS,
  k3: K3_BETS,
  '11x5': ELEVEN_FIVE_BETS,
  ssc: SSC_BETS,
  pk10: PK10_BETS,
  keno: KENO_BETS,
};

/** The bet type `code` of `format`, if it has one. */
export function betTypeOf(format: LotteryFormat, code: string): BetType | undefined {
  return BET_TYPES[format].find((b) => b.code === code);
}
