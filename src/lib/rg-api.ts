/** Responsible-gambling calls: reality check, time-out and self-exclusion, helplines (deposit limits live with the cashier). */
import { api } from './api.ts';
import type { Exclusion, ExclusionRequest, Helplines, RealityCheck } from './types/rg.ts';

export const rgApi = {
  realityCheck: () => api.get<RealityCheck>('/wps/rg/realityCheck'),
  setRealityCheck: (minutes: number | null) => api.post<RealityCheck>('/wps/rg/realityCheck', { minutes }),
  exclusion: () => api.get<Exclusion | null>('/wps/rg/exclusion'),
  exclude: (request: ExclusionRequest) => api.post<Exclusion>('/wps/rg/exclusion', request),
  helplines: () => api.get<Helplines>('/wps/rg/helplines'),
};
