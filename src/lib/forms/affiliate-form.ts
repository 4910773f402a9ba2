/**
 * The affiliate application's text fields, checked as the server checks them
 * (src/lib/contracts/affiliate.ts): a mobile number, an optional email and messenger handle, and
 * a comment of at most 140 characters. The traffic sources and messenger app live beside the form.
 */
import * as z from 'zod/mini';
import { APPLICATION_COMMENT_MAX, charCount, EMAIL_MAX, HANDLE_PATTERN, MOBILE_PATTERN } from '../contracts/affiliate-model.ts';
import { EMAIL_SHAPE } from '../contracts/fields.ts';
import { required } from './inputs.ts';
import { word } from './wording.ts';

const optional = (test: (v: string) => boolean, wording: string) => z.string().check(z.refine((v: string) => v.trim() === '' || test(v.trim()), wording));

export const affiliateForm = () =>
  z.object({
    mobile: z.pipe(required(), z.string().check(z.refine((v: string) => MOBILE_PATTERN.test(v.trim()), 'affiliate.field.mobileInvalid'))),
    email: optional((v) => v.length <= EMAIL_MAX && EMAIL_SHAPE.test(v), word('validation.pattern.EMAIL', { min: 6, max: EMAIL_MAX })),
    handle: optional((v) => HANDLE_PATTERN.test(v), 'affiliate.field.handleInvalid'),
    comment: z.string().check(z.refine((v: string) => charCount(v.trim()) <= APPLICATION_COMMENT_MAX, word('affiliate.field.commentTooLong', { max: APPLICATION_COMMENT_MAX }))),
  });
