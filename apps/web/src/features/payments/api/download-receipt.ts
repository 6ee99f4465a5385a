import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/payment/{id}/receipt → the PDF, fetched with the session and handed to the browser's save. */
export async function downloadReceipt(payment: {
  _id: string;
  razorpayPaymentId: string;
  createdAt: string;
}) {
  const data = await api.get<unknown>(`/payment/${encodeURIComponent(payment._id)}/receipt`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
    errorMessage: MSG_PAYMENTS.receiptNotFound,
    timeoutMs: 30_000,
  });
  if (!(data instanceof Blob)) throw new Error('Expected a PDF in the response.');
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `arogya-receipt-${payment.createdAt.slice(0, 10)}-${payment.razorpayPaymentId}.pdf`,
    rel: 'noopener',
  });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
