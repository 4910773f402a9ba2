/** Back office, lottery desk: draws, official results, lotteries and odds. Contracts: src/lib/contracts/backoffice-lottery.ts. */
import { Hono } from 'hono';
import { backofficeLottery as api } from '#lib/contracts/backoffice-lottery.ts';
import { askCorrectionAs, boDraws, boLotteries, boResults, enterResultAs, saveLotteryAs, saveOddsAs, voidDrawAs } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeLotteryRoutes = new Hono<ApiEnv>();

serve(backofficeLotteryRoutes, api.draws, (c, { query }) => boDraws(c.get('app'), query));
serve(backofficeLotteryRoutes, api.voidDraw, (c, { params, body }) => voidDrawAs(c.get('app'), staffOf(c), params.id, body.reason));
serve(backofficeLotteryRoutes, api.results, (c, { query }) => boResults(c.get('app'), query.language));
serve(backofficeLotteryRoutes, api.enterResult, (c, { params, body }) => enterResultAs(c.get('app'), staffOf(c), params.id, body.result));
serve(backofficeLotteryRoutes, api.askCorrection, (c, { params, body }) => askCorrectionAs(c.get('app'), staffOf(c), params.id, body.result, body.reason));
serve(backofficeLotteryRoutes, api.lotteries, (c, { query }) => boLotteries(c.get('app'), query.language));
serve(backofficeLotteryRoutes, api.saveLottery, (c, { params, body }) => saveLotteryAs(c.get('app'), staffOf(c), params.code, body));
serve(backofficeLotteryRoutes, api.saveOdds, (c, { params, body }) => saveOddsAs(c.get('app'), staffOf(c), params.code, params.betType, body));
