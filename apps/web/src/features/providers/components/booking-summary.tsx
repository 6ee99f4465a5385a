import { DOCTOR_BOOKING_TYPES, FEES, feeFor } from '@arogya/contract/constants';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { InfoNote } from '../../../components/ui/info-note';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { formatShortDay } from '../../../lib/india-date';
import type { ProviderRole } from '../lib/provider-view';

export type DoctorBookingType = (typeof DOCTOR_BOOKING_TYPES)[number];

function Row({ term, value, strong = false }: { term: string; value: string | null; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd
        className={cn(
          'text-right',
          value === null
            ? 'text-sm text-slate-500 italic dark:text-slate-400'
            : strong
              ? 'text-xl font-bold text-slate-900 dark:text-white'
              : 'font-semibold text-slate-900 dark:text-white',
        )}
      >
        {value ?? MSG_BOOKING.notSelected}
      </dd>
    </div>
  );
}

/**
 * What the visit would be (spec 01 §2): for a doctor the appointment-type toggle (In-Home Visit ₹2000 /
 * Video Consultation ₹400), date, time and total fee; for a nurse date, 'Arrival Time' and 'Service Fee
 * (per day)' ₹600. Booking itself arrives with the next release, which this says in a note — there is no
 * confirm button until it can do something.
 */
export function BookingSummary({
  role,
  date,
  time,
  bookingType,
  onBookingTypeChange,
}: {
  role: ProviderRole;
  date: string | null;
  time: string | null;
  bookingType: DoctorBookingType;
  onBookingTypeChange: (type: DoctorBookingType) => void;
}) {
  const headingId = useId();
  const typeName = useId();
  const shownDate = date === null ? null : formatShortDay(date);
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_BOOKING.bookingSummary}
      </h2>
      {role === 'doctor' && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {MSG_BOOKING.appointmentType}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {DOCTOR_BOOKING_TYPES.map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 motion-reduce:transition-none dark:has-focus-visible:outline-teal-300',
                  type === bookingType
                    ? 'border-teal-700 bg-teal-50 text-teal-950 ring-1 ring-teal-700 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50 dark:ring-teal-400'
                    : 'border-slate-300 text-slate-800 hover:border-teal-600 dark:border-slate-600 dark:text-slate-100 dark:hover:border-teal-400',
                )}
              >
                <input
                  type="radio"
                  name={typeName}
                  value={type}
                  checked={type === bookingType}
                  onChange={() => onBookingTypeChange(type)}
                  className="sr-only"
                />
                <span className="font-semibold">{type}</span>
                <span className="mt-0.5">{formatRupees(feeFor(type))}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        <Row term={MSG_BOOKING.date} value={shownDate} />
        {role === 'doctor' ? (
          <>
            <Row term={MSG_BOOKING.time} value={time} />
            <Row term={MSG_BOOKING.totalFee} value={formatRupees(feeFor(bookingType))} strong />
          </>
        ) : (
          <>
            <Row term={MSG_BOOKING.arrivalTime} value={time} />
            <Row term={MSG_BOOKING.serviceFeePerDay} value={formatRupees(FEES.NURSE_PER_DAY)} strong />
          </>
        )}
      </dl>
      <InfoNote>{MSG_BOOKING.bookingArrivingShortly}</InfoNote>
    </Card>
  );
}
