import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import type { HealthRecord } from '@arogya/contract/schemas/records';
import { useState } from 'react';
import { PrivacyNote } from '../../../components/privacy-note';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useRevokeShare, useShareRecord, useShareTargets } from '../api/record-actions';

/** Share a record with a doctor or nurse of the patient's appointments, or stop sharing it. */
export function ShareRecordDialog({ record, onClose }: { record: HealthRecord | null; onClose: () => void }) {
  const targets = useShareTargets(record !== null);
  const share = useShareRecord();
  const revoke = useRevokeShare();
  const [chosen, setChosen] = useState('');
  const available = (targets.data ?? []).filter(
    (p) => !record?.shares.some((s) => s.professional._id === p._id),
  );
  const selected = chosen || available[0]?._id || '';
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={`${MSG_RECORDS.share}: ${record?.name ?? ''}`}
      size="md"
    >
      {record && (
        <div className="space-y-4">
          {record.shares.length > 0 && (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {record.shares.map((s) => (
                <li key={s._id} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-slate-800 dark:text-slate-200">{s.professional.name}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { recordId: record._id, shareId: s._id },
                        {
                          onSuccess: (r) => {
                            toast.success(r.msg);
                            onClose();
                          },
                          onError: (e) => notifyRequestFailure(e, MSG_RECORDS.notFound),
                        },
                      )
                    }
                  >
                    {MSG_RECORDS.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {targets.isSuccess && available.length === 0 && record.shares.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{MSG_RECORDS.noShareTargets}</p>
          ) : available.length > 0 ? (
            <>
              <PrivacyNote text={MSG_PRIVACY_WEB.recordShareLine} />
              <form
                className="flex flex-col gap-3 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  const professional = available.find((p) => p._id === selected);
                  if (!professional) return;
                  share.mutate(
                    { recordId: record._id, professionalId: professional._id },
                    {
                      onSuccess: () => {
                        toast.success(fill(MSG_RECORDS.shared, { name: professional.name }));
                        onClose();
                      },
                      onError: (e) => notifyRequestFailure(e, MSG_RECORDS.noAppointmentWith),
                    },
                  );
                }}
              >
                <SelectField
                  className="flex-1"
                  label={MSG_RECORDS.shareWith}
                  value={selected}
                  onChange={(e) => setChosen(e.target.value)}
                  options={available.map((p) => ({ value: p._id, label: `${p.name} (${p.role})` }))}
                />
                <Button type="submit" disabled={share.isPending}>
                  {MSG_RECORDS.share}
                </Button>
              </form>
            </>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
