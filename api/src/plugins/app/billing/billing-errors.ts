import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '../../../contracts';
import { ApiError } from '../errors';
import {
  CardError,
  GatewayUnavailableError,
  LiveSubscriptionExistsError,
  PaymentMethodNotFoundError,
  SubscriptionNotLiveError,
  UnknownPriceError,
} from './payment-gateway';

/** The codes are shared with the portal (shared-contracts' billing.ts). */
const C = BILLING_ERROR_CODES;

export const noPaymentCustomer = (message: string): ApiError =>
  new ApiError(404, C.NO_PAYMENT_CUSTOMER, message);

/** Another customer's subscription id is answered exactly like an unknown one. */
export const subscriptionNotFound = (): ApiError =>
  new ApiError(404, C.SUBSCRIPTION_NOT_FOUND, BILLING_MESSAGES.subscriptionUpdateFailed);

export const subscriptionNotLive = (): ApiError =>
  new ApiError(409, C.SUBSCRIPTION_NOT_LIVE, BILLING_MESSAGES.subscriptionUpdateFailed);

export const paymentMethodRequired = (): ApiError =>
  new ApiError(402, C.PAYMENT_METHOD_REQUIRED, 'A paid plan needs a card: save one as the default payment method first');

/**
 * The answer for an error a gateway or service threw. `failure` is the message the portal
 * shows for this call (000 §8) and is used where the detail would not help the user, and
 * for unexpected faults (500 INTERNAL_ERROR, details only in the log).
 */
export function toBillingApiError(err: unknown, failure: string): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof CardError) return new ApiError(402, err.code, err.message);
  if (err instanceof UnknownPriceError) return new ApiError(400, C.UNKNOWN_PRICE, `priceId: no price ${err.priceId} is for sale`);
  if (err instanceof LiveSubscriptionExistsError) {
    return new ApiError(409, C.SUBSCRIPTION_EXISTS, 'You already have a subscription: change its plan instead');
  }
  if (err instanceof SubscriptionNotLiveError) {
    return err.exists ? new ApiError(409, C.SUBSCRIPTION_NOT_LIVE, failure) : new ApiError(404, C.SUBSCRIPTION_NOT_FOUND, failure);
  }
  if (err instanceof PaymentMethodNotFoundError) {
    return new ApiError(404, C.PAYMENT_METHOD_NOT_FOUND, `paymentMethodId: no such payment method of yours`);
  }
  if (err instanceof GatewayUnavailableError) return new ApiError(502, C.PAYMENT_GATEWAY_ERROR, failure, { cause: err });
  // Anything else is a fault here: the detail goes to the log (as the cause), the user sees `failure`.
  return new ApiError(500, 'INTERNAL_ERROR', failure, { cause: err });
}
