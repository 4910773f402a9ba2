import { AppError } from '#server/errors.ts';

/** Converting points is off (the operator's conversion rate is 0). */
export class ConvertClosed extends AppError {
  readonly code = 'FEATURE_DISABLED' as const;
}

/** Fewer points than the least converted at once; carries `min` (hundredths). */
export class ConvertBelowMinimum extends AppError {
  readonly code = 'CONVERT_MIN_POINTS' as const;
}

/** More points than the member holds; carries `balance` (hundredths). */
export class ConvertOverBalance extends AppError {
  readonly code = 'CONVERT_OVER_BALANCE' as const;
}

/** The same requestId came with other points. */
export class ConvertRequestReused extends AppError {
  readonly code = 'REQUEST_ID_REUSED' as const;
}
