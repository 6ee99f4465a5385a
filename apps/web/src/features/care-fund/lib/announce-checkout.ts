import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type { PaymentRecord } from '@arogya/contract/schemas/payments';
import { isApiError } from '../../../lib/api-client';
import type { CheckoutOutcome } from '../../../lib/checkout';
import { toast } from '../../../lib/toast';

/**
 * Waits for a payment into a fund (a top-up or a donation) and says how it ended: the paid text, with the
 * test-mode note when no money moved; the failure; the cancellation; or, when it could not start or be
 * verified, the server's message (else the failure). True when it was paid.
 */
export async function announceCheckout(
  checkout: Promise<CheckoutOutcome>,
  paidText: (payment: PaymentRecord) => string,
): Promise<boolean> {
  try {
    const outcome = await checkout;
    if (outcome.status === 'paid') {
      const text = paidText(outcome.payment);
      toast.success(outcome.testMode ? `${text} ${MSG_PAYMENTS.testMode}` : text);
      return true;
    }
    if (outcome.status === 'failed') toast.error(MSG_PAYMENTS.paymentFailed);
    else toast(MSG_PAYMENTS.paymentCancelled);
  } catch (error) {
    toast.error(isApiError(error) ? error.message : MSG_PAYMENTS.paymentFailed);
  }
  return false;
}
