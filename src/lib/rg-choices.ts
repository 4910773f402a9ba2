/** The responsible-gambling choices the server accepts (UK RTS 12/13), shared by the contract and the forms. */
export const REALITY_CHECK_CHOICES = [10, 20, 30, 45, 60, 90, 120, 240, 480] as const;
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
