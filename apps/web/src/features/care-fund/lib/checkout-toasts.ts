import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type { PaymentRecord } from '@arogya/contract/schemas/payments';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-client';
import type { CheckoutOutcome } from '../../../lib/checkout';

/**
 * How a payment into a fund ended (a top-up or a donation): the paid text, with the test-mode note when
 * no money moved; the failure; or the cancellation.
 */
export function toastCheckoutOutcome(outcome: CheckoutOutcome, paidText: (payment: PaymentRecord) => string) {
  if (outcome.status === 'paid') {
    const text = paidText(outcome.payment);
    toast.success(outcome.testMode ? `${text} ${MSG_PAYMENTS.testMode}` : text);
  } else if (outcome.status === 'failed') {
    toast.error(MSG_PAYMENTS.paymentFailed);
  } else {
    toast(MSG_PAYMENTS.paymentCancelled);
  }
}

/** A payment that could not start or be verified: the server's message, else the payment failure. */
export function toastCheckoutError(error: unknown) {
  toast.error(isApiError(error) ? error.message : MSG_PAYMENTS.paymentFailed);
}
