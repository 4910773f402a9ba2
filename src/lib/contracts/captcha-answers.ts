/**
 * What a browser sends back for the captchas (spec §3/§5): the slider's drop point, or a solved
 * proof of work instead. Only the shape is checked here; the server verifies the answer itself
 * (src/server/auth/captcha.ts), against the challenge it signed.
 */
import { z } from 'zod';

const hexText = z.string().regex(/^[0-9a-f]{1,256}$/);

/** A proof-of-work answer: the challenge as it was given, and its solution. */
export const powAnswer = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal('SHA-256'),
      cost: z.number().int().min(1).max(10),
      expiresAt: z.number().int().min(0),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: hexText,
      nonce: hexText,
      salt: hexText,
    }),
    signature: hexText,
  }),
  solution: z.object({ counter: z.number().int().min(0).max(4_294_967_295), derivedKey: hexText }),
});

/** The slider captcha's answer: the piece's x, or a solved proof of work instead. */
export const sliderAnswer = z.union([
  z.object({ id: z.string().min(10).max(64), x: z.number().finite().min(0).max(2000) }),
  z.object({ id: z.string().min(10).max(64), pow: powAnswer }),
]);
