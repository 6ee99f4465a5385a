import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideDeclaration, usePendingDeclarations } from '../api/specialties';
import { specialtyLabel } from '../lib/labels';

/** Admin (ours): review specialties doctors declared, approved or rejected one by one. */
export function SpecialtyApprovalsPage() {
  const list = usePendingDeclarations();
  const decide = useDecideDeclaration();

  async function act(id: string, decision: 'approved' | 'rejected') {
    try {
      await decide.mutateAsync({ id, decision });
      toast.success(
        decision === 'approved' ? MSG_SECOND_OPINION.specialtyApproved : MSG_SECOND_OPINION.specialtyRejected,
      );
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.loadCasesFailed);
    }
  }

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState label={MSG_SECOND_OPINION.loading} />;
  else if (list.isError)
    body = <ErrorState message={MSG_SECOND_OPINION.loadCasesFailed} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = <p className="text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.noPendingSpecialties}</p>;
  else
    body = (
      <ul className="grid gap-3">
        {list.data.map((d) => (
          <li key={d._id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">
                  {d.doctorName} → {specialtyLabel(d.specialty)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {d.registeredSpecialty ?? '—'} · {formatDate(d.createdAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void act(d._id, 'approved')} disabled={decide.isPending}>
                  <Check aria-hidden="true" className="size-4" />
                  {MSG_SECOND_OPINION.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void act(d._id, 'rejected')}
                  disabled={decide.isPending}
                >
                  <X aria-hidden="true" className="size-4" />
                  {MSG_SECOND_OPINION.reject}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_SECOND_OPINION.specialtyApprovals}
      </h1>
      <div className="mt-6">{body}</div>
    </Container>
  );
}
