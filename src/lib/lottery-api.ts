/** The calls of the lottery's lobby and game page: the lobby, a game, the spec's popular and recent menus, placing, following and cancelling tickets. */
import { apiLanguage, request } from './api.ts';
import type { SlipItem } from './contracts/lottery-tickets.ts';

export const lotteryApi = {
  lobby: () => request('GET /wps/lottery/lobby', { query: { language: apiLanguage() } }),
  game: (code: string) => request('GET /wps/lottery/games/:code', { params: { code }, query: { language: apiLanguage() } }),
  popular: () => request('GET /lgw/games/popular', { query: { count: 20, language: apiLanguage() } }),
  recent: () => request('GET /lgw/vn/games/game_menu/recent', { query: { language: apiLanguage() } }),
  place: (drawId: number, items: SlipItem[], requestId: string) => request('POST /wps/lottery/tickets', { body: { drawId, items, requestId, language: apiLanguage() } }),
  follow: (lottery: string, items: SlipItem[], draws: number, stopOnWin: boolean, requestId: string) =>
    request('POST /wps/lottery/follows', { body: { lottery, items, draws, stopOnWin, requestId, language: apiLanguage() } }),
  openTickets: (lottery: string) => request('GET /wps/lottery/tickets', { query: { status: 'open', lottery, pageNo: 1, pageSize: 20, language: apiLanguage() } }),
  latestTickets: (lottery: string) => request('GET /wps/lottery/tickets', { query: { lottery, pageNo: 1, pageSize: 50, language: apiLanguage() } }),
  cancel: (id: number) => request('POST /wps/lottery/tickets/:id/cancel', { params: { id } }),
};
