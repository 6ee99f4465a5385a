import {
  AMBULANCE_CITIES,
  AMBULANCE_FIXED_COORDINATES,
  DEFAULT_EMERGENCY_TYPE,
  EMERGENCY_NUMBER,
  EMERGENCY_TYPES,
} from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import {
  type AmbulanceBooked,
  type BookAmbulanceInput,
  type BookAmbulancePayload,
  bookAmbulanceSchema,
} from '@arogya/contract/schemas/ambulance';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Phone, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { useBookAmbulance } from '../api/book-ambulance';

type FormValues = BookAmbulanceInput;

/** The browser's position ([lng, lat]) when the person allows it: high accuracy, 10 s; otherwise null. */
function currentPosition(): Promise<[number, number] | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve([p.coords.longitude, p.coords.latitude]),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  });
}

/**
 * The booking block (spec 01 §2, §4): 'Book Online' or a call link; the online form goes idle → form →
 * 'Processing...' → success (the server's message, the tracking link, 'Book Another'; the form is reset) or
 * failure (the message, 'Try Again'). The browser's real position is sent when allowed, else the spec's fixed
 * coordinates (the server ignores them outside the chosen city).
 */
export function OnlineBooking({ city }: { city: string }) {
  const { user } = useAuthSession();
  const booking = useBookAmbulance();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<[number, number] | null>(null);
  const [done, setDone] = useState<AmbulanceBooked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const defaults: FormValues = {
    patientName: user?.name ?? '',
    contactNumber: '',
    address: '',
    city: (AMBULANCE_CITIES as readonly string[]).includes(city)
      ? (city as FormValues['city'])
      : ('' as FormValues['city']),
    emergencyType: DEFAULT_EMERGENCY_TYPE,
    notes: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, BookAmbulancePayload>({
    resolver: zodResolver(bookAmbulanceSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    if ((AMBULANCE_CITIES as readonly string[]).includes(city)) setValue('city', city as FormValues['city']);
  }, [city, setValue]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void currentPosition().then((p) => {
      if (live) setPosition(p);
    });
    return () => {
      live = false;
    };
  }, [open]);

  async function submit(values: BookAmbulancePayload) {
    setFailure(null);
    try {
      const coordinates = position ?? [AMBULANCE_FIXED_COORDINATES.lng, AMBULANCE_FIXED_COORDINATES.lat];
      const answer = await booking.mutateAsync({ ...values, coordinates });
      setDone(answer);
      reset(defaults);
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : MSG_AMBULANCE.bookFailed);
    }
  }

  const callLink = (
    <a
      href={`tel:${EMERGENCY_NUMBER}`}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-200"
    >
      <Phone aria-hidden="true" className="size-4" />
      {MSG_AMBULANCE.callNow.replace('{phone}', EMERGENCY_NUMBER)}
    </a>
  );

  if (done) {
    return (
      <div
        role="status"
        className="space-y-4 rounded-2xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-800 dark:bg-teal-950/50"
      >
        <p className="flex items-start gap-2 font-semibold text-teal-950 dark:text-teal-50">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {done.message}
        </p>
        {done.data.status !== 'unassigned' && (
          <p className="text-sm text-teal-950 dark:text-teal-50">
            {MSG_AMBULANCE.trackingLink}{' '}
            <Link className="font-semibold break-all underline" to={done.trackingUrl}>
              {`${window.location.origin}${done.trackingUrl}`}
            </Link>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDone(null)}>{MSG_AMBULANCE.bookAnother}</Button>
          {callLink}
        </div>
      </div>
    );
  }

  if (failure) {
    return (
      <div
        role="alert"
        className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/50"
      >
        <p className="flex items-start gap-2 font-semibold text-red-900 dark:text-red-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {failure}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setFailure(null)}>{MSG_AMBULANCE.tryAgain}</Button>
          {callLink}
        </div>
      </div>
    );
  }

  if (!open) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button size="lg" variant="danger" onClick={() => setOpen(true)}>
          {MSG_AMBULANCE.bookOnline}
        </Button>
        {callLink}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-busy={isSubmitting}
      aria-label={MSG_AMBULANCE.bookOnline}
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={MSG_AMBULANCE.patientName}
          required
          autoComplete="name"
          error={errors.patientName?.message}
          {...register('patientName')}
        />
        <TextField
          label={MSG_AMBULANCE.contactNumber}
          required
          type="tel"
          autoComplete="tel"
          placeholder={MSG_AMBULANCE.phonePlaceholder}
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
      </div>
      <TextAreaField
        label={MSG_AMBULANCE.address}
        required
        rows={2}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={MSG_AMBULANCE.city}
          required
          error={errors.city?.message}
          options={[{ value: '', label: MSG_AMBULANCE.selectCity }, ...AMBULANCE_CITIES]}
          {...register('city')}
        />
        <SelectField
          label={MSG_AMBULANCE.emergencyType}
          options={[...EMERGENCY_TYPES]}
          {...register('emergencyType')}
        />
      </div>
      <TextAreaField label={MSG_AMBULANCE.notes} rows={2} {...register('notes')} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_AMBULANCE.useMyLocation}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" size="lg" disabled={isSubmitting}>
          {isSubmitting ? MSG_AMBULANCE.processing : MSG_AMBULANCE.submitRequest}
        </Button>
        {callLink}
      </div>
    </form>
  );
}
