/**
 * The affiliate application's fields as the browser and the server both check them (browser-safe,
 * no zod): the messenger apps a handle may be given for and the shapes of the contact details.
 */
export { APPLICATION_COMMENT_MAX, APPLICATION_STATES, type ApplicationState, TRAFFIC_SOURCES, type TrafficSource } from './loyalty-model.ts';

export const MESSENGER_APPS = ['whatsapp', 'telegram', 'imo', 'messenger', 'viber'] as const;
export type MessengerApp = (typeof MESSENGER_APPS)[number];

/** A mobile number: digits, optionally led by + (7 to 15 digits, the E.164 length). */
export const MOBILE_PATTERN = /^\+?[0-9]{7,15}$/;
/** A messenger handle: a phone number or a user name (letters, digits, . _ - and an optional leading @). */
export const HANDLE_PATTERN = /^@?[A-Za-z0-9._-]{3,64}$/;
export const EMAIL_MAX = 120;

/** Characters as a person counts them (a Bengali letter or an emoji is one). */
export const charCount = (s: string) => [...s].length;
