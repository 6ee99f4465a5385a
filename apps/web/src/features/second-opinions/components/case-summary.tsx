import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import type { SecondOpinion } from '@arogya/contract/schemas/second-opinions';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDate, formatRupees } from '../../../lib/format';
import { specialtyLabel, urgencyLabel } from '../lib/labels';
import { CaseStatusBadge, DeadlineBadge, PaymentBadge } from './case-status';

/** One case as a card: title, badges, the facts, and the actions the viewer has. */
export function CaseCard({
  request,
  now,
  person,
  actions,
}: {
  request: SecondOpinion;
  now: number;
  /** "Specialist: …" for the patient, "Patient: …" for the specialist. */
  person?: string | null;
  actions: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="so-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-lg font-semibold text-slate-900 dark:text-white">
          {request.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <CaseStatusBadge status={request.status} />
          <PaymentBadge paid={request.paymentStatus === 'paid'} />
          <DeadlineBadge request={request} now={now} />
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{request.description}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{MSG_SECOND_OPINION.specialty}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{specialtyLabel(request.specialty)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{MSG_SECOND_OPINION.urgency}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{urgencyLabel(request.urgencyLevel)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{MSG_SECOND_OPINION.total}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{formatRupees(request.price)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{MSG_SECOND_OPINION.submittedLabel}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{formatDate(request.createdAt)}</dd>
        </div>
      </dl>
      {person && <p className="text-sm text-slate-700 dark:text-slate-300">{person}</p>}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}
