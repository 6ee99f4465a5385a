import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/format';
import { formatLongDay } from '../../../lib/india-date';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** What both sides need to know about a collection: when, where, who, the preparation and the payment. */
export function LabTestFacts({ test, party }: { test: LabTest; party: 'patient' | 'technician' }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <Fact term={MSG_LAB.collectionDate}>{formatLongDay(test.collectionDate)}</Fact>
      <Fact term={MSG_LAB.collectionTime}>{test.collectionTime}</Fact>
      <Fact term={MSG_LAB.address}>
        {test.patientAddress}, {test.city}
      </Fact>
      {party === 'patient' ? (
        <Fact term={MSG_LAB.technician}>{test.technician?.name ?? '—'}</Fact>
      ) : (
        <Fact term={MSG_LAB.patient}>{test.patient.name}</Fact>
      )}
      <Fact term={MSG_LAB.sampleType}>{test.sampleType}</Fact>
      <Fact term={test.paidAtCollection ? MSG_LAB.paidAtCollection : MSG_LAB.payAtCollection}>
        {formatRupees(test.fee)}
      </Fact>
      <Fact term={MSG_LAB.preparation} wide>
        {test.preparation}
      </Fact>
    </dl>
  );
}
