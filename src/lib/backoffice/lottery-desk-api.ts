/** The lottery desk's draws, results and lotteries tabs (typed by src/lib/contracts/backoffice-lottery.ts). */
import { apiLanguage, request } from '#lib/api.ts';
import type { DrawStatus, LotterySchedule } from '#lib/contracts/lottery-model.ts';
import type { OddsInput } from '#lib/contracts/backoffice-lottery.ts';

export type { BoDraw, BoLottery, OddsInput, OddsRow, PendingResult, ResultsDesk } from '#lib/contracts/backoffice-lottery.ts';

export const lotteryDesk = {
  draws: (q: { lottery?: string; status?: DrawStatus; pageNo?: number }) => request('GET /backoffice/api/lottery/draws', { query: { ...q, language: apiLanguage() } }),
  voidDraw: (id: number, reason: string) => request('POST /backoffice/api/lottery/draws/:id/void', { params: { id }, body: { reason } }),
  results: () => request('GET /backoffice/api/lottery/results', { query: { language: apiLanguage() } }),
  enterResult: (id: number, result: string[]) => request('POST /backoffice/api/lottery/draws/:id/result', { params: { id }, body: { result } }),
  askCorrection: (id: number, result: string[], reason: string) => request('POST /backoffice/api/lottery/draws/:id/correction', { params: { id }, body: { result, reason } }),
  approve: (approvalId: number) => request('POST /backoffice/api/approvals/:id/approve', { params: { id: approvalId }, body: {} }),
  reject: (approvalId: number, reason: string) => request('POST /backoffice/api/approvals/:id/reject', { params: { id: approvalId }, body: { reason } }),
  lotteries: () => request('GET /backoffice/api/lottery/lotteries', { query: { language: apiLanguage() } }),
  saveLottery: (code: string, body: { schedule: LotterySchedule; closeSeconds: number; status: 'active' | 'paused'; version: number }) => request('PUT /backoffice/api/lottery/lotteries/:code', { params: { code }, body }),
  saveOdds: (code: string, betType: string, body: OddsInput) => request('PUT /backoffice/api/lottery/lotteries/:code/odds/:betType', { params: { code, betType }, body }),
};
