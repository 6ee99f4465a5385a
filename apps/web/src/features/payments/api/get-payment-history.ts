import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { paymentHistorySchema } from '@arogya/contract/schemas/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PAYMENT_HISTORY_PAGE_SIZE = 20;
export const paymentHistoryKey = (page: number) => ['payments', 'my-history', page] as const;

/** GET /api/payment/my-history (spec 02 §7): the caller's payments, newest first, amounts in paise. */
export function getPaymentHistory(page: number, signal?: AbortSignal) {
  return api.get('/payment/my-history', {
    query: { page, limit: PAYMENT_HISTORY_PAGE_SIZE },
    toastOnError: false,
    errorMessage: MSG_PAYMENTS.fetchFailed,
    ...(signal && { signal }),
    parse: (body) => paymentHistorySchema.parse(body),
  });
}

export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: paymentHistoryKey(page),
    queryFn: ({ signal }) => getPaymentHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
