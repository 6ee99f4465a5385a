import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import {
  type DischargeRequestInput,
  type DischargeRequestValues,
  dischargeRequestInputSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { indiaToday } from '../../../lib/india-date';

/**
 * The Discharge Concierge request (spec 01 §2, §5): patient name, phone number, hospital name and discharge
 * date, all required; the date may not be before today in India, as the server judges it (a browser in
 * another zone, or after 18:30 UTC, would otherwise offer a day the server refuses). Ours: an optional e-mail for the confirmation, filled in for a signed-in person.
 */
export const dischargeRequestSchema = dischargeRequestInputSchema.extend({
  dischargeDate: dischargeRequestInputSchema.shape.dischargeDate.refine(
    (date) => date >= indiaToday(),
    MSG_PUBLIC.dischargeConciergeDateError,
  ),
});

export type DischargeRequest = DischargeRequestValues;

export function DischargeConciergeForm({
  onSubmitted,
  onCancel,
  defaultEmail = '',
  submitting = false,
}: {
  onSubmitted: (request: DischargeRequest) => void | Promise<void>;
  onCancel: () => void;
  defaultEmail?: string;
  /** While the request is on its way (the caller's mutation state). */
  submitting?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DischargeRequestInput, unknown, DischargeRequestValues>({
    resolver: zodResolver(dischargeRequestSchema),
    defaultValues: { patientName: '', phone: '', email: defaultEmail, hospitalName: '', dischargeDate: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitted)} className="space-y-5" aria-busy={submitting}>
      <TextField
        label={MSG_PUBLIC.dischargeConciergePatientName}
        autoComplete="name"
        required
        error={errors.patientName?.message}
        {...register('patientName')}
      />
      <TextField
        label={MSG_PUBLIC.dischargeConciergePhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={MSG_PUBLIC.dischargeConciergeEmail}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={MSG_PUBLIC.dischargeConciergeHospital}
        autoComplete="organization"
        required
        error={errors.hospitalName?.message}
        {...register('hospitalName')}
      />
      <TextField
        label={MSG_PUBLIC.dischargeConciergeDate}
        type="date"
        min={indiaToday()}
        required
        error={errors.dischargeDate?.message}
        {...register('dischargeDate')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {MSG_SHELL.cancel}
        </Button>
        <Button type="submit" disabled={submitting}>
          {MSG_PUBLIC.dischargeConciergeSubmit}
        </Button>
      </div>
    </form>
  );
}
