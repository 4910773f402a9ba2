import { AppError } from '#server/errors.ts';

/** The item does not exist, or staff hid it. */
export class MallItemUnavailable extends AppError {
  readonly code = 'MALL_ITEM_UNAVAILABLE' as const;
}
/** Fewer left than the quantity asked for. Carries stock (what is left). */
export class OutOfStock extends AppError {
  readonly code = 'OUT_OF_STOCK' as const;
}
/** The member's points do not cover the request. Carries balance and needed (hundredths). */
export class InsufficientPoints extends AppError {
  readonly code = 'INSUFFICIENT_POINTS' as const;
}
/** A physical item needs a delivery address and a mobile number. */
export class DeliveryDetailsRequired extends AppError {
  readonly code = 'DELIVERY_DETAILS_REQUIRED' as const;
}
/** The item's monthly deposit or turnover requirement is not met. Carries requirement, amount and current. */
export class RequirementNotMet extends AppError {
  readonly code = 'REQUIREMENT_NOT_MET' as const;
}
