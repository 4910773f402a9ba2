/** Raffles (lucky draws with tickets and a provably fair draw) and ranking races. */
export const raffles = {};
