import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import type { HealthRecord } from '@arogya/contract/schemas/records';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useRecords } from '../api/get-records';
import { useUploadRecords } from '../api/upload-records';
import { RecordsDropzone } from '../components/records-dropzone';
import { RecordsSummary } from '../components/records-summary';
import { RecordsTable } from '../components/records-table';
import { ShareRecordDialog } from '../components/share-record-dialog';

/**
 * My Health Records (spec 02 §2): drag-and-drop upload, the summary panel, recent activity and the history
 * table; records are stored on the server, private to the patient unless shared with their doctor or nurse.
 */
export function MyHealthRecordsPage() {
  const records = useRecords();
  const upload = useUploadRecords();
  const [sharing, setSharing] = useState<string | null>(null);
  const sharingRecord: HealthRecord | null = records.data?.find((r) => r._id === sharing) ?? null;

  let body: React.ReactNode;
  if (records.isPending) body = <LoadingState />;
  else if (records.isError)
    body = (
      <ErrorState
        message={MSG_RECORDS.loadFailed}
        onRetry={() => void records.refetch()}
        retrying={records.isFetching}
      />
    );
  else if (records.data.length === 0)
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
        <FolderOpen aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
        <p className="text-slate-800 dark:text-slate-100">{MSG_RECORDS.empty}</p>
      </div>
    );
  else
    body = (
      <>
        <RecordsSummary records={records.data} />
        <RecordsTable records={records.data} onShare={(r) => setSharing(r._id)} />
      </>
    );

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_RECORDS.title}
      </h1>
      <div className="mt-6 flex flex-col gap-6">
        <RecordsDropzone
          disabled={upload.isPending}
          onFiles={(files) =>
            upload.mutate(files, {
              onSuccess: (r) => toast.success(fill(MSG_RECORDS.uploadedCount, { count: r.records.length })),
              onError: (e) => notifyRequestFailure(e, MSG_RECORDS.uploadFailed),
            })
          }
        />
        {body}
      </div>
      <ShareRecordDialog key={sharing ?? 'none'} record={sharingRecord} onClose={() => setSharing(null)} />
    </Container>
  );
}
