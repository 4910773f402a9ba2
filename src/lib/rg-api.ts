/** Responsible-gambling calls: reality check, time-out and self-exclusion, helplines (deposit limits live with the cashier). */
import { request } from './api.ts';
import type { ExclusionRequest } from './types/rg.ts';

export const rgApi = {
  realityCheck: () => request('GET /wps/rg/realityCheck'),
  setRealityCheck: (minutes: number | null) => request('POST /wps/rg/realityCheck', { body: { minutes } }),
  exclusion: () => request('GET /wps/rg/exclusion'),
  exclude: (body: ExclusionRequest) => request('POST /wps/rg/exclusion', { body }),
  helplines: () => request('GET /wps/rg/helplines'),
};
