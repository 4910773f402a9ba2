/** The pointsDetails page's reads and its one action: converting points to cash. */
import { convertSubmission, pointsApi } from '../points-api.ts';
import type { PointsType } from '../points-format.ts';
import { isMoneyKey, refresh } from './query.ts';
import { refreshBalance } from './wallet.ts';

export const POINTS_KEYS = { balance: 'points/balance', config: 'points/config', details: 'points/details/' } as const;

export const fetchPointsBalance = (_: Record<string, never>) => pointsApi.balance();
export const fetchPointsConfig = (_: Record<string, never>) => pointsApi.config();
export const fetchPointsDetails = (q: { type?: PointsType; from: number; to: number; pageNo: number; pageSize: number }) => pointsApi.details(q);

/** Converts points to cash; then the points, their details, the wallet and the money pages read again. */
export async function convertPoints(points: number, paymentPassword: string) {
  const done = await convertSubmission.send({ points }, (requestId) => pointsApi.convert({ points, paymentPassword, requestId }));
  await Promise.all([refresh((key) => key.startsWith('points/') || isMoneyKey(key)), refreshBalance()]);
  return done;
}
