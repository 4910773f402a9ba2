/** Back office, promotions desk: create, schedule, preview, publish (maker-checker) and end promotions, review applications, and the promotion-cost report. */
export const backofficePromotions = {};
