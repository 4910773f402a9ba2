/** Promotions: the list, one promotion, the player's state in each, the rewards badge and the reward centre. */
export const promotions = {};
