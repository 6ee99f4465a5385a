import { LOW_STOCK_DAYS } from '@arogya/contract/constants/prescriptions';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { Medicine, Prescription } from '@arogya/contract/schemas/prescriptions';
import { Download, Pill } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatLongDay } from '../../../lib/india-date';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useTakeDose } from '../api/doses';
import { useDownloadPrescriptionPdf } from '../api/download-pdf';
import { useSetSmartStock } from '../api/set-smart-stock';

function MedicineRow({ rx, medicine, index }: { rx: Prescription; medicine: Medicine; index: number }) {
  const take = useTakeDose();
  const smartStock = useSetSmartStock();
  const switchId = useId();
  const outOfPills = medicine.pillCount !== null && medicine.pillCount <= 0;
  const low = medicine.daysOfStockLeft !== null && medicine.daysOfStockLeft < LOW_STOCK_DAYS;
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="medicine"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          {medicine.name}
          {medicine.strength && (
            <span className="font-normal text-slate-600 dark:text-slate-400"> {medicine.strength}</span>
          )}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {medicine.dosage} · {medicine.frequency} · {medicine.duration}
        </p>
        {medicine.instructions && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{medicine.instructions}</p>
        )}
        {medicine.pillCount !== null && (
          <p
            className="mt-1 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200"
            data-testid="pill-count"
          >
            {outOfPills
              ? MSG_PRESCRIPTIONS.outOfPills
              : fill(MSG_PRESCRIPTIONS.pillsLeft, { count: medicine.pillCount })}
            {low && !outOfPills && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
                {MSG_PRESCRIPTIONS.lowStockBadge}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        {medicine.pillCount !== null && (
          <label
            htmlFor={switchId}
            className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={medicine.isSmartStockEnabled}
              className="size-4 accent-teal-700"
              checked={medicine.isSmartStockEnabled}
              disabled={smartStock.isPending}
              onChange={(e) =>
                smartStock.mutate(
                  { prescriptionId: rx._id, medicineIndex: index, enabled: e.target.checked },
                  {
                    onSuccess: (r) => toast.success(r.msg),
                    onError: (error) => notifyRequestFailure(error, MSG_PRESCRIPTIONS.smartStockFailed),
                  },
                )
              }
            />
            {MSG_PRESCRIPTIONS.smartStock}
          </label>
        )}
        <Button
          size="sm"
          disabled={outOfPills || take.isPending || !rx.active}
          aria-label={`${MSG_PRESCRIPTIONS.takeDose}: ${medicine.name}`}
          onClick={() =>
            take.mutate(
              { prescriptionId: rx._id, medicineIndex: index },
              {
                onSuccess: () => toast.success(MSG_PRESCRIPTIONS.doseCheckedOff),
                onError: (error) => notifyRequestFailure(error, MSG_PRESCRIPTIONS.checkOffFailed),
              },
            )
          }
        >
          <Pill aria-hidden="true" className="size-4" />
          {MSG_PRESCRIPTIONS.takeDose}
        </Button>
      </div>
    </li>
  );
}

/** A prescription card (spec 01 §2): doctor, date, diagnosis, medicines with pill counts, PDF download. */
export function PrescriptionCard({ rx }: { rx: Prescription }) {
  const pdf = useDownloadPrescriptionPdf();
  return (
    <Card className="p-5" data-testid="prescription-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {fill(MSG_PRESCRIPTIONS.prescribedBy, { name: rx.doctor.name })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[rx.doctor.specialty, formatLongDay(rx.date)].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {rx.active
              ? fill(MSG_PRESCRIPTIONS.courseDates, {
                  start: formatLongDay(rx.startDate),
                  end: formatLongDay(rx.endDate),
                })
              : MSG_PRESCRIPTIONS.courseEnded}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={pdf.isPending}
          onClick={() =>
            pdf.mutate(rx, { onError: (e) => notifyRequestFailure(e, MSG_PRESCRIPTIONS.notFound) })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {MSG_PRESCRIPTIONS.downloadPdf}
        </Button>
      </div>
      <p className="mt-3 text-slate-800 dark:text-slate-200">
        <span className="font-semibold">{MSG_PRESCRIPTIONS.diagnosis}:</span> {rx.diagnosis}
      </p>
      {rx.advice && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{MSG_PRESCRIPTIONS.advice}:</span> {rx.advice}
        </p>
      )}
      <h4 className="sr-only">{MSG_PRESCRIPTIONS.medicines}</h4>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {rx.medicines.map((m, i) => (
          // The position is the medicine's identity on the prescription (the API's medicineIndex).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <MedicineRow key={`${m.name}-${i}`} rx={rx} medicine={m} index={i} />
        ))}
      </ul>
    </Card>
  );
}
