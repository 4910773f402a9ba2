/** The points mall: goods, redeeming (password-checked) and the redeem history (spec §7 MCS2_getPointReward, getRedeemPointList, passwordCheck/MCS2_redeemPointReward). */
export const mall = {} as const;
