import { DOCTOR_BOOKING_TYPES, FEES, feeFor } from '@arogya/contract/constants/appointments';
import type { PaymentMethod } from '@arogya/contract/constants/payments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { CalendarCheck, Clock, LoaderCircle, TriangleAlert, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNumber, formatRupees } from '../../../lib/format';
import { formatShortDay } from '../../../lib/india-date';
import { bookingFee, canPayFromCareFund } from '../lib/booking-rules';
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
 * The booking summary (spec 01 §2): for a doctor the appointment-type toggle (In-Home Visit ₹2000 / Video
 * Consultation ₹400), date, time and total fee; for a nurse date, 'Arrival Time' and 'Service Fee (per
 * day)' ₹600. Then the payment: a signed-in patient sees their care fund balance, and 'Pay from Care Fund'
 * only when it covers the fee (spec 01 §6); 'Confirm & Book Appointment' / 'Confirm & Book Nurse' books
 * with the fee due at the visit. While a booking is being sent both buttons are disabled.
 */
export function BookingSummary({
  role,
  date,
  time,
  bookingType,
  onBookingTypeChange,
  careFundBalance,
  submitting,
  busy,
  onBook,
  within24Hours = false,
  redFlag = false,
  safeToWait = false,
  onSafeToWaitChange,
  safeToWaitError = null,
  safeToWaitId,
}: {
  role: ProviderRole;
  date: string | null;
  time: string | null;
  bookingType: DoctorBookingType;
  onBookingTypeChange: (type: DoctorBookingType) => void;
  /** The patient's balance in rupees; null or undefined when there is none to show. */
  careFundBalance: number | null | undefined;
  /** The payment whose booking is being sent. */
  submitting: PaymentMethod | null;
  /** Something else must finish first (a report upload). */
  busy: boolean;
  onBook: (paymentMethod: PaymentMethod) => void;
  /** The chosen slot starts in under 24 hours: the booking cannot be cancelled (said before paying). */
  within24Hours?: boolean;
  /** The symptom helper flagged an emergency: the patient must confirm they are safe to wait. */
  redFlag?: boolean;
  safeToWait?: boolean;
  onSafeToWaitChange?: (next: boolean) => void;
  safeToWaitError?: string | null;
  safeToWaitId?: string;
}) {
  const headingId = useId();
  const typeName = useId();
  const shownDate = date === null ? null : formatShortDay(date);
  const fee = bookingFee(role, bookingType);
  const disabled = submitting !== null || busy;
  const confirmLabel =
    role === 'nurse' ? MSG_BOOKING.confirmAndBookNurse : MSG_BOOKING.confirmAndBookAppointment;
  const spinner = (
    <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
  );

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
                  disabled={disabled}
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
            <Row term={MSG_BOOKING.totalFee} value={formatRupees(fee)} strong />
          </>
        ) : (
          <>
            <Row term={MSG_BOOKING.arrivalTime} value={time} />
            <Row term={MSG_BOOKING.serviceFeePerDay} value={formatRupees(FEES.NURSE_PER_DAY)} strong />
          </>
        )}
      </dl>
      {within24Hours && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {MSG_BOOKING.within24Hours}
        </p>
      )}
      {redFlag && (
        <div className="rounded-xl border-2 border-red-600 bg-red-50 px-3 py-2.5 text-sm text-red-950 dark:border-red-400 dark:bg-red-950/60 dark:text-red-50">
          <label htmlFor={safeToWaitId} className="flex cursor-pointer items-start gap-2 font-medium">
            <input
              id={safeToWaitId}
              type="checkbox"
              checked={safeToWait}
              disabled={disabled}
              aria-invalid={safeToWaitError !== null}
              aria-describedby={safeToWaitError !== null ? `${safeToWaitId}-error` : undefined}
              onChange={(event) => onSafeToWaitChange?.(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-red-700"
            />
            {MSG_BOOKING.safeToWaitLabel}
          </label>
          {safeToWaitError !== null && (
            <p id={`${safeToWaitId}-error`} className="mt-2 flex items-start gap-1.5 font-semibold">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {safeToWaitError}
            </p>
          )}
        </div>
      )}
      <div className="space-y-3">
        {typeof careFundBalance === 'number' && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Wallet aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-300" />
            {fill(MSG_BOOKING.careFundBalance, { balance: formatNumber(careFundBalance) })}
          </p>
        )}
        {canPayFromCareFund(careFundBalance, fee) && (
          <Button
            variant="secondary"
            size="md"
            className="min-h-12 w-full border border-teal-300 dark:border-teal-800"
            disabled={disabled}
            onClick={() => onBook('careFund')}
          >
            {submitting === 'careFund' ? spinner : <Wallet aria-hidden="true" className="size-4" />}
            {submitting === 'careFund' ? MSG_BOOKING.booking : MSG_BOOKING.payFromCareFund}
          </Button>
        )}
        <Button size="md" className="min-h-12 w-full" disabled={disabled} onClick={() => onBook('external')}>
          {submitting === 'external' ? spinner : <CalendarCheck aria-hidden="true" className="size-4" />}
          {submitting === 'external' ? MSG_BOOKING.booking : confirmLabel}
        </Button>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          {MSG_BOOKING.formPayAtVisitNote}
        </p>
      </div>
    </Card>
  );
}
