/** Invite friends: the member's code, link and QR code, the friends invited and the rewards earned (when the referral switch is on). */
export const referral = {} as const;
