/** The calls of /lottery/results (results, trends) and /lottery/tickets (tickets, follows, cancel, stop). */
import { apiLanguage, request } from './api.ts';
import type { TicketStatus } from './contracts/lottery-model.ts';
import type { TrendWindow } from './contracts/lottery-history.ts';

export const lotteryHistoryApi = {
  results: (code: string, pageNo: number, pageSize = 20) => request('GET /wps/lottery/games/:code/results', { params: { code }, query: { pageNo, pageSize } }),
  trends: (code: string, window: TrendWindow) => request('GET /wps/lottery/games/:code/trends', { params: { code }, query: { window } }),
  tickets: (q: { status?: TicketStatus | undefined; lottery?: string | undefined; pageNo: number; pageSize: number }) =>
    request('GET /wps/lottery/tickets', { query: { ...(q.status ? { status: q.status } : {}), ...(q.lottery ? { lottery: q.lottery } : {}), pageNo: q.pageNo, pageSize: q.pageSize, language: apiLanguage() } }),
  cancel: (id: number) => request('POST /wps/lottery/tickets/:id/cancel', { params: { id } }),
  follows: () => request('GET /wps/lottery/follows', { query: { language: apiLanguage() } }),
  stopFollow: (id: number) => request('POST /wps/lottery/follows/:id/stop', { params: { id } }),
};
