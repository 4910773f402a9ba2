/** Points: balance, the earning rules, points details and converting points to cash (spec §7 MCS2_getPointBalance, getPointConfig, ODSFE2_MemTransDet, MCS2_convertPoint). */
export const points = {} as const;
