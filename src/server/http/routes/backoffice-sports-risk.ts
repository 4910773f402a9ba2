/** Back office, sportsbook desk: bets, liability and stake factors. Contracts: src/lib/contracts/backoffice-sports-risk.ts. */
import { Hono } from 'hono';
import { backofficeSportsRisk as api } from '#lib/contracts/backoffice-sports-risk.ts';
import { boSportsBets, boSportsLiability, boStakeFactors, clearStakeFactorAs, setStakeFactorAs } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeSportsRiskRoutes = new Hono<ApiEnv>();

serve(backofficeSportsRiskRoutes, api.bets, (c, { query }) => boSportsBets(c.get('app'), query));
serve(backofficeSportsRiskRoutes, api.liability, (c, { query }) => boSportsLiability(c.get('app'), query));
serve(backofficeSportsRiskRoutes, api.stakeFactors, (c) => boStakeFactors(c.get('app')));
serve(backofficeSportsRiskRoutes, api.setStakeFactor, (c, { params, body }) => setStakeFactorAs(c.get('app'), staffOf(c), params.member, body.factorBps, body.note));
serve(backofficeSportsRiskRoutes, api.clearStakeFactor, (c, { params }) => clearStakeFactorAs(c.get('app'), staffOf(c), params.member));
