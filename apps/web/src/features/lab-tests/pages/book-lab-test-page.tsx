import { CITIES } from '@arogya/contract/constants/directory';
import { LAB_BOOKING_MAX_DAYS_AHEAD, LAB_SLOTS, shiftDay } from '@arogya/contract/constants/lab-tests';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { type BookLabTestInput, bookLabTestSchema } from '@arogya/contract/schemas/lab-tests';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { indiaToday } from '../../../lib/india-date';
import { toast } from '../../../lib/toast';
import { useBookLabTest } from '../api/book-lab-test';
import { useCatalogue } from '../api/get-catalogue';
import { useSlots } from '../api/get-slots';

type FormValues = z.input<typeof bookLabTestSchema>;

/**
 * Book a Lab Test (spec 01 §2, §3, §5): the test from the catalogue (searchable), collection date (today by
 * default), one of the four slots (full or finished ones disabled), address and city. Success shows the
 * spec's toast and goes to My Appointments; a missing field shows 'Please fill out all required fields.'.
 */
export function BookLabTestPage() {
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const catalogue = useCatalogue();
  const booking = useBookLabTest();
  const [search, setSearch] = useState('');
  const today = indiaToday();
  const defaultCity = (CITIES as readonly string[]).includes(user?.city ?? '') ? (user?.city ?? '') : '';

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, BookLabTestInput>({
    resolver: zodResolver(bookLabTestSchema),
    defaultValues: {
      testName: '',
      collectionDate: today,
      collectionTime: '' as FormValues['collectionTime'],
      patientAddress: '',
      city: defaultCity as FormValues['city'],
    },
  });
  const [testName, collectionDate, collectionTime, city] = watch([
    'testName',
    'collectionDate',
    'collectionTime',
    'city',
  ]);
  const slots = useSlots(
    String(city),
    String(collectionDate),
    !!city && /^\d{4}-\d{2}-\d{2}$/.test(String(collectionDate)),
  );
  const slotInfo = (time: string) => slots.data?.slots.find((s) => s.time === time);

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (catalogue.data ?? []).filter((t) => t.name.toLowerCase().includes(q));
  }, [catalogue.data, search]);
  const chosen = catalogue.data?.find((t) => t.name === testName);

  async function submit(values: BookLabTestInput) {
    try {
      await booking.mutateAsync(values);
      toast.success(MSG_LAB.booked);
      navigate('/my-appointments');
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : MSG_LAB.bookFailed);
      if (isApiError(error) && error.status === 409) void slots.refetch();
    }
  }

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <div className="flex items-center gap-3">
        <span className="rounded-xl bg-violet-100 p-2.5 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100">
          <FlaskConical aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{MSG_LAB.title}</h1>
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_LAB.fee}</p>

      <form
        noValidate
        aria-busy={isSubmitting}
        onSubmit={handleSubmit(submit, () => toast.error(MSG_LAB.fillRequired))}
        className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {MSG_LAB.testName}
            <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
              *
            </span>
          </legend>
          <TextField
            label={MSG_LAB.searchTests}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={MSG_LAB.testSearchPlaceholder}
          />
          <SelectField
            label={MSG_LAB.chooseTest}
            required
            error={errors.testName?.message}
            options={[
              { value: '', label: matches.length === 0 ? MSG_LAB.noTestsMatch : MSG_LAB.chooseTest },
              ...matches.map((t) => ({ value: t.name, label: `${t.name} · ${t.sampleType}` })),
            ]}
            {...register('testName')}
          />
          {chosen && (
            <p className="flex gap-2 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950 dark:bg-violet-950/50 dark:text-violet-50">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong>{MSG_LAB.preparation}:</strong> {chosen.preparation}
              </span>
            </p>
          )}
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={MSG_LAB.collectionDate}
            type="date"
            required
            min={today}
            max={shiftDay(today, LAB_BOOKING_MAX_DAYS_AHEAD)}
            error={errors.collectionDate?.message}
            {...register('collectionDate')}
          />
          <SelectField
            label={MSG_LAB.city}
            required
            error={errors.city?.message}
            options={[{ value: '', label: MSG_AUTH.selectCity }, ...CITIES]}
            {...register('city')}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {MSG_LAB.collectionTime}
            <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {LAB_SLOTS.map((time) => {
              const info = slotInfo(time);
              const disabled = !!info && !info.available;
              const label =
                info?.reason === 'full'
                  ? fill(MSG_LAB.slotFullLabel, { time })
                  : info?.reason === 'slot-over'
                    ? fill(MSG_LAB.slotPastLabel, { time })
                    : time;
              return (
                <label
                  key={time}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
                    collectionTime === time
                      ? 'border-teal-700 bg-teal-50 text-teal-950 dark:border-teal-300 dark:bg-teal-950/60 dark:text-teal-50'
                      : 'border-slate-300 text-slate-900 dark:border-slate-600 dark:text-slate-100',
                    disabled && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    value={time}
                    disabled={disabled}
                    className="size-4 accent-teal-700"
                    {...register('collectionTime')}
                  />
                  {label}
                </label>
              );
            })}
          </div>
          {slots.isFetching && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MSG_LAB.loadingSlots}</p>
          )}
          {slots.data && slots.data.technicians === 0 && city && (
            <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {fill(MSG_LAB.noTechnicianInCity, { city: String(city) })}
            </p>
          )}
          {slots.data && slots.data.technicians > 0 && slots.data.slots.every((s) => !s.available) && (
            <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {MSG_LAB.noSlotsLeft}
            </p>
          )}
          {errors.collectionTime?.message && (
            <p className="mt-2 text-sm text-red-700 dark:text-red-400">{errors.collectionTime.message}</p>
          )}
        </fieldset>

        <TextAreaField
          label={MSG_LAB.address}
          required
          rows={3}
          autoComplete="street-address"
          error={errors.patientAddress?.message}
          {...register('patientAddress')}
        />

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? MSG_LAB.booking : MSG_LAB.submit}
        </Button>
      </form>
    </Container>
  );
}
