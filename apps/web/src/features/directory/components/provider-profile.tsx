import { DOCTOR_BOOKING_TYPES } from '@arogya/contract/constants/appointments';
import type { PaymentMethod } from '@arogya/contract/constants/payments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import type { ProviderDetail } from '@arogya/contract/schemas/directory';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Deferred } from '../../../components/ui/deferred';
import { InfoNote } from '../../../components/ui/info-note';
import { useAuthSession } from '../../../lib/auth-session';
import { loginPath } from '../../../lib/auth-token';
import { formatLongDay, indiaToday } from '../../../lib/india-date';
import { toast } from '../../../lib/toast';
import { type Clock, systemClock, useNow } from '../../../lib/use-now';
import { ReportUploadFailed, useBookAppointment } from '../api/book-appointment';
import { useCareFundBalance } from '../api/get-care-fund-balance';
import { useUploadReport } from '../api/upload-report';
import { formatLastVisit, readPrefill } from '../lib/booking-prefill';
import {
  BOOKING_FIELDS,
  type BookingFormContext,
  type BookingFormValues,
  bookingFailureMessage,
  bookingFormSchema,
  startsWithinCutoff,
  type TriageOutcome,
} from '../lib/booking-rules';
import {
  bookableDates,
  defaultDate,
  isBookable,
  slotStates,
  timeAfterDateChange,
} from '../lib/provider-view';
import { BookingDetails } from './booking-details';
import { BookingSummary, type DoctorBookingType } from './booking-summary';
import { DateStrip } from './date-strip';
import { ProviderHeader } from './provider-header';
import { NO_REPORT, type ReportState, uploadFailureMessage } from './report-upload-field';
import { SlotGrid } from './slot-grid';

const [IN_HOME_VISIT, VIDEO_CONSULTATION] = DOCTOR_BOOKING_TYPES;
const SAFE_TO_WAIT_ID = 'booking-safe-to-wait';

/** The helper's summary fills an empty field; text the patient already wrote is kept above it. */
function withSummary(current: string, summary: string): string {
  const mine = current.trim();
  if (mine === '' || mine === summary.trim()) return summary;
  return `${mine}\n\n${summary}`;
}

/**
 * A doctor's or nurse's page once loaded: the header, the date strip, the slot grid of the chosen day, the
 * booking details (triage helper, symptoms, previous medications, report), and the booking summary with
 * its payment buttons beside them (below them on a phone). Query parameters prefill a follow-up
 * (previousMeds, symptoms, lastVisitTime, followUpDate, followUpId) or a video call (type=video).
 *
 * Slots whose time has come (India time, by `clock`) cannot be chosen, and the page opens on the first day
 * that still has a slot to book — tomorrow, once today's last slot has started.
 */
export function ProviderProfile({
  provider,
  back,
  clock = systemClock,
}: {
  provider: ProviderDetail;
  back: { to: string; label: string };
  /** Where "now" comes from (tests pass their own); read again every half minute while the page is open. */
  clock?: Clock;
}) {
  const { user } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Read once: the prefill seeds the form, then the patient owns it.
  const [prefill] = useState(() => readPrefill(searchParams));

  const now = useNow(clock);
  const dates = bookableDates(provider.availableDates, indiaToday(now));
  const [chosenDate, setChosenDate] = useState<string | null>(prefill.followUpDate);
  const [time, setTime] = useState<string | null>(null);
  const [bookingType, setBookingType] = useState<DoctorBookingType>(
    prefill.video ? VIDEO_CONSULTATION : IN_HOME_VISIT,
  );
  const [storedReport, setReport] = useState<ReportState>(NO_REPORT);
  const upload = useUploadReport();
  // The report while its upload is in flight (picked here, or sent with the booking) is `uploading`.
  const report: ReportState = upload.isPending
    ? { status: 'uploading', name: upload.variables.name }
    : storedReport;
  const [triage, setTriage] = useState<TriageOutcome | null>(null);
  const symptomsRef = useRef<HTMLTextAreaElement>(null);
  const slotsRef = useRef<HTMLDivElement>(null);

  const patientId = user?.role === 'patient' ? user._id : null;
  const careFund = useCareFundBalance(patientId);

  // The first day with a slot still to book is chosen until the visitor picks another (and again if that
  // day disappears on refresh).
  const date =
    chosenDate !== null && dates.includes(chosenDate)
      ? chosenDate
      : defaultDate(provider.role, dates, provider.takenSlots, now);
  const slots = slotStates(provider.role, provider.takenSlots, date, now, provider.availableDates);
  // A chosen slot that has been taken meanwhile, or whose time has come, is no longer chosen.
  const selectedTime = time !== null && slots.some((s) => s.time === time && isBookable(s)) ? time : null;
  const followUpDateMissing =
    prefill.followUpDate !== null && dates.length > 0 && !dates.includes(prefill.followUpDate);

  // The form: what the patient types and ticks. Its resolver checks it against the page as it is now
  // (the chosen slot, the helper's outcome) and turns it into the contract's booking payload.
  const formContext: BookingFormContext = {
    role: provider.role,
    providerId: provider._id,
    date,
    time: selectedTime,
    bookingType,
    followUpId: prefill.followUpId,
    triage,
    signedIn: user !== null,
  };
  const form = useForm<BookingFormValues, BookingFormContext, BookingPayloadFields>({
    defaultValues: { symptoms: prefill.symptoms, previousMeds: prefill.previousMeds, safeToWait: false },
    context: formContext,
    resolver: (values, context, options) =>
      zodResolver(bookingFormSchema(context ?? formContext))(values, context, options),
    // One problem at a time, cleared by the change that answers it (below), and focused by `invalid`.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const symptoms = form.watch('symptoms');
  const previousMeds = form.watch('previousMeds');
  const safeToWait = form.watch('safeToWait');

  function chooseDate(next: string) {
    setChosenDate(next);
    setTime((current) => timeAfterDateChange(provider.role, provider.takenSlots, next, current, now));
  }

  function chooseTime(next: string) {
    setTime(next);
    form.clearErrors('slot' as keyof BookingFormValues);
  }

  function changeSymptoms(next: string) {
    form.setValue('symptoms', next);
    if (next.trim() !== '') form.clearErrors('symptoms');
  }

  function takeTriage(outcome: TriageOutcome | null) {
    setTriage(outcome);
    form.setValue('safeToWait', false);
    form.clearErrors('safeToWait');
    // A red flag's advice is shown by the helper and sent apart: the patient's own words stay in Symptoms.
    if (outcome === null || outcome.emergency) return;
    // Read now: the answer may arrive after the patient typed more.
    form.setValue('symptoms', withSummary(form.getValues('symptoms'), outcome.summary));
    form.clearErrors('symptoms');
  }

  function changeSafeToWait(next: boolean) {
    form.setValue('safeToWait', next);
    if (next) form.clearErrors('safeToWait');
  }

  /** The report's file id, uploading a file chosen before signing in; null when there is none. */
  async function reportFileId(): Promise<string | null> {
    if (report.status === 'ready') return report.fileId;
    if (report.status !== 'pending') return null;
    // A failed upload leaves the file chosen, to be sent again with the next try.
    const uploaded = await upload.mutateAsync(report.file);
    setReport({ status: 'ready', name: report.name, fileId: uploaded._id });
    return uploaded._id;
  }

  const submit = useBookAppointment(provider, patientId, {
    booked: (booked) => {
      toast.success(booked.msg);
      void navigate('/my-appointments');
    },
    failed: (error) => {
      toast.error(
        error instanceof ReportUploadFailed
          ? uploadFailureMessage(error.cause)
          : bookingFailureMessage(error, provider.role),
      );
    },
  });

  /** The form's one problem: said in a toast, then the page goes where it can be answered. */
  function invalid(found: FieldErrors<BookingFormValues>) {
    const problems = found as Partial<Record<string, { message?: string }>>;
    const field = BOOKING_FIELDS.find((name) => problems[name]?.message);
    const message = field ? problems[field]?.message : undefined;
    if (!field || !message) return;
    toast.error(message);
    if (field === 'login') {
      form.clearErrors();
      toLogin();
      return;
    }
    if (field === 'symptoms') symptomsRef.current?.focus();
    else if (field === 'safeToWait') document.getElementById(SAFE_TO_WAIT_ID)?.focus();
    else slotsRef.current?.querySelector<HTMLButtonElement>('button:not([aria-disabled])')?.focus();
  }

  function toLogin() {
    void navigate(loginPath(`${location.pathname}${location.search}`));
  }

  function book(paymentMethod: PaymentMethod) {
    // The form's check runs before the mutation starts: a second click meanwhile is the same booking.
    if (submit.isPending || form.formState.isSubmitting) return;
    // A visitor goes to log in at once (the first problem in the spec's order; the schema says it too).
    if (user === null) {
      toast.error(
        provider.role === 'nurse' ? MSG_BOOKING.mustLoginAssignment : MSG_BOOKING.mustLoginAppointment,
      );
      toLogin();
      return;
    }
    void form.handleSubmit(
      (fields) => submit.mutate({ payload: { ...fields, paymentMethod }, reportFileId }),
      invalid,
    )();
  }

  const errorOf = (field: 'slot' | 'symptoms' | 'safeToWait') =>
    (errors as Partial<Record<string, { message?: string }>>)[field]?.message ?? null;

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6">
          <ProviderHeader provider={provider} />
          {(prefill.lastVisitTime !== null || followUpDateMissing) && (
            <div className="space-y-3">
              {prefill.lastVisitTime !== null && (
                <InfoNote>
                  {fill(MSG_BOOKING.formFollowUpOf, {
                    lastVisitTime: formatLastVisit(prefill.lastVisitTime),
                  })}
                </InfoNote>
              )}
              {followUpDateMissing && prefill.followUpDate !== null && (
                <InfoNote>
                  {fill(MSG_BOOKING.formFollowUpDateUnavailable, {
                    date: formatLongDay(prefill.followUpDate),
                  })}
                </InfoNote>
              )}
            </div>
          )}
          <Card className="space-y-8">
            <DateStrip dates={dates} selected={date} onSelect={chooseDate} />
            {date !== null && (
              <div ref={slotsRef}>
                <SlotGrid
                  heading={
                    provider.role === 'nurse'
                      ? MSG_BOOKING.selectAssignmentSlot
                      : MSG_BOOKING.selectTimeSlotHeading
                  }
                  slots={slots}
                  selected={selectedTime}
                  onSelect={chooseTime}
                  error={errorOf('slot')}
                />
              </div>
            )}
            {date === null && errorOf('slot') && (
              <p className="text-sm font-medium text-red-700 dark:text-red-400">{errorOf('slot')}</p>
            )}
          </Card>
          {/* Below the slots (and the summary's column on a wide screen): drawn a task after the top of the
              page, so its first render does not hold the main thread in one long task. Nothing drawn moves. */}
          <Deferred>
            <Card>
              <BookingDetails
                role={provider.role}
                symptoms={symptoms}
                onSymptomsChange={changeSymptoms}
                symptomsError={errorOf('symptoms')}
                symptomsRef={symptomsRef}
                previousMeds={previousMeds}
                onPreviousMedsChange={(next) => form.setValue('previousMeds', next)}
                report={report}
                onReportChange={setReport}
                onReportUpload={upload.mutateAsync}
                canUpload={user !== null}
                onTriageOutcome={takeTriage}
              />
            </Card>
          </Deferred>
        </div>
        <div className="lg:sticky lg:top-24">
          {/* A column of its own on a wide screen, below the details on a phone: a task later still. */}
          <Deferred after={2}>
            <BookingSummary
              role={provider.role}
              date={date}
              time={selectedTime}
              bookingType={bookingType}
              onBookingTypeChange={setBookingType}
              careFundBalance={patientId === null ? undefined : careFund.data}
              submitting={submit.isPending ? submit.variables.payload.paymentMethod : null}
              busy={report.status === 'uploading' || isSubmitting}
              within24Hours={startsWithinCutoff(date, selectedTime, now)}
              redFlag={triage?.emergency === true}
              safeToWait={safeToWait}
              onSafeToWaitChange={changeSafeToWait}
              safeToWaitError={errorOf('safeToWait')}
              safeToWaitId={SAFE_TO_WAIT_ID}
              onBook={book}
            />
          </Deferred>
        </div>
      </div>
    </Container>
  );
}

/** The contract's booking payload the form produces, less what the button and the upload add. */
type BookingPayloadFields = ReturnType<ReturnType<typeof bookingFormSchema>['parse']>;
