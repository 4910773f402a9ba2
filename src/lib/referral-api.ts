/** The invite-friends page's call: the member's code, link, QR code, rules, friends and rewards. */
import { request } from './api.ts';

export const referralApi = {
  page: () => request('GET /wps/referral'),
};
