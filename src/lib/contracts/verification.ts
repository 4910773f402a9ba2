/** Spec §7 SMS codes asked for before a login: to log in, to register, to reset a password. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dialingCode, mobileNum } from './fields.ts';

const tag = 'Verification';

/** A verification code on its way: valid for this many minutes (the countdown is 60 s per minute). */
export const CodeSent = z.object({ expiredMinutes: z.number().int(), message: z.string().optional() });
export type CodeSent = z.infer<typeof CodeSent>;

/** The same answer whether or not a code was sent, with a sentence to show. */
const CodeOnItsWay = z.object({ expiredMinutes: z.number().int().describe('minutes the code is valid'), message: z.string() });

const phone = z.object({ mobileNum, countryDialingCode: dialingCode });

export const verification = {
  loginCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary: 'Sends a login code by SMS; the answer and its pace are the same whether or not the number has an account',
    tag,
    access: 'public',
    body: phone,
    response: CodeOnItsWay,
    errors: ['FEATURE_DISABLED', 'TOO_MANY_REQUESTS'],
  }),
  registerCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Sends a registration code by SMS to a number that has no account',
    tag,
    access: 'public',
    body: z.object({ mobileNo: mobileNum, countryDialingCode: dialingCode }),
    response: CodeOnItsWay,
    errors: ['FEATURE_DISABLED', 'MOBILE_EXISTS', 'TOO_MANY_REQUESTS'],
  }),
  resetCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/forgetPassword',
    summary: 'Sends a password reset code by SMS; the answer is the same whether or not the number has an account',
    tag,
    access: 'public',
    body: phone,
    response: CodeOnItsWay,
    errors: ['FEATURE_DISABLED', 'TOO_MANY_REQUESTS'],
  }),
};
