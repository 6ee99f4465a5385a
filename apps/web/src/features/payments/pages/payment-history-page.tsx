import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type { PaymentRecord } from '@arogya/contract/schemas/payments';
import { Download, ReceiptIndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatPaise } from '../../../lib/format';
import { useDownloadReceipt } from '../api/download-receipt';
import { usePaymentHistory } from '../api/get-payment-history';

function StatusPill({ status }: { status: PaymentRecord['status'] }) {
  const paid = status === 'success';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        paid
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'
          : 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
      )}
    >
      {paid ? MSG_PAYMENTS.paid : MSG_PAYMENTS.failed}
    </span>
  );
}

function ReceiptButton({ payment }: { payment: PaymentRecord }) {
  const download = useDownloadReceipt();
  if (payment.status !== 'success') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate(payment)}
      aria-label={`${MSG_PAYMENTS.downloadReceipt}: ${payment.description}`}
    >
      <Download aria-hidden="true" className="size-4" />
      {MSG_PAYMENTS.receipt}
    </Button>
  );
}

/**
 * Payment history (spec 02 §2): 'Your Payment History', amounts in paise shown with ₹, 'success' as Paid and
 * anything else as Failed, newest first, a PDF receipt for each paid one. A table from the small breakpoint,
 * cards on a phone.
 */
export function PaymentHistoryPage() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);

  let body: React.ReactNode;
  if (history.isPending) {
    body = <LoadingState label={MSG_PAYMENTS.loading} />;
  } else if (history.isError) {
    body = (
      <ErrorState
        className="mt-6"
        message={MSG_PAYMENTS.fetchFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (history.data.data.length === 0 && page === 1) {
    body = (
      <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
        <ReceiptIndianRupee aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{MSG_PAYMENTS.empty}</p>
      </div>
    );
  } else {
    const rows = history.data.data;
    body = (
      <>
        <Card className="relative mt-6 hidden overflow-x-auto p-0 sm:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {MSG_PAYMENTS.date}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {MSG_PAYMENTS.description}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {MSG_PAYMENTS.amount}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {MSG_PAYMENTS.status}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{MSG_PAYMENTS.receipt}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((p) => (
                <tr key={p._id} data-testid="payment-row">
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">
                    {formatDateTime(p.createdAt)}
                  </td>
                  <td className="px-4 py-3 text-slate-900 dark:text-white">
                    {p.description}
                    <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                      {p.razorpayPaymentId}
                    </span>
                    {p.refundedAmount > 0 && (
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        {fill(MSG_PAYMENTS.refunded, { amount: formatPaise(p.refundedAmount) })}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900 dark:text-white">
                    {formatPaise(p.amount)}
                  </td>
                  <td className="px-4 py-3">
                    <StatusPill status={p.status} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <ReceiptButton payment={p} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <ul className="mt-6 flex flex-col gap-3 sm:hidden">
          {rows.map((p) => (
            <li key={p._id}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-medium text-slate-900 dark:text-white">{p.description}</p>
                  <StatusPill status={p.status} />
                </div>
                <p className="text-lg font-semibold text-slate-900 dark:text-white">
                  {formatPaise(p.amount)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{formatDateTime(p.createdAt)}</p>
                <div>
                  <ReceiptButton payment={p} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
        {(page > 1 || history.data.hasMore) && (
          <nav aria-label={MSG_PAYMENTS.pagesLabel} className="mt-6 flex justify-between">
            <Button
              variant="outline"
              disabled={page === 1 || history.isFetching}
              onClick={() => setPage((n) => n - 1)}
            >
              {MSG_PAYMENTS.previous}
            </Button>
            <Button
              variant="outline"
              disabled={!history.data.hasMore || history.isFetching}
              onClick={() => setPage((n) => n + 1)}
            >
              {MSG_PAYMENTS.next}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_PAYMENTS.heading}
      </h1>
      {body}
    </Container>
  );
}
