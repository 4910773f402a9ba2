/** Contracts: src/lib/contracts/lottery-menu.ts. */
import { Hono } from 'hono';
import { lotteryMenu } from '#lib/contracts/lottery-menu.ts';
import { memberOpenedNumeros, popularLotteries, recentLotteries, vnGameMenu, vnOpenedNumeros } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const lotteryMenuRoutes = new Hono<ApiEnv>();

serve(lotteryMenuRoutes, lotteryMenu.vnMenu, (c, { query }) => vnGameMenu(c.get('app').db, query.language));
serve(lotteryMenuRoutes, lotteryMenu.vnRecent, (c, { query }) => recentLotteries(c.get('app').db, sessionOf(c).memberId, query.language));
serve(lotteryMenuRoutes, lotteryMenu.popular, (c, { query }) => popularLotteries(c.get('app').db, query.language, query.count));
serve(lotteryMenuRoutes, lotteryMenu.vnOpened, (c, { query }) => vnOpenedNumeros(c.get('app').db, query.language, query.count));
serve(lotteryMenuRoutes, lotteryMenu.memberOpened, (c, { query }) => memberOpenedNumeros(c.get('app').db, sessionOf(c).memberId, query.language, query.count));
