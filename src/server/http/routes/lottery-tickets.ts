/** Contracts: src/lib/contracts/lottery-tickets.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const lotteryTicketRoutes = new Hono<ApiEnv>();
