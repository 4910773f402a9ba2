/** Spec §3 social contacts, in the order the security centre lists them (the server keeps the same list). */
export const CONTACT_KINDS = ['qq', 'whatsapp', 'facebook', 'telegram', 'line', 'zalo', 'wechat', 'skype'] as const;

/** A social contact a member may link, each once. */
export type ContactKind = (typeof CONTACT_KINDS)[number];
