/** Spec §2 footer links, in their order: slug of the policy page and its translation key. */
export const POLICY_SLUGS = ['about-company', 'contact-us', 'terms', 'responsible-gaming', 'privacy', 'affiliates', 'refund'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function policyPath(slug: PolicySlug): string {
  return `/policy/${slug}`;
}
