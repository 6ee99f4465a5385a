import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toIsoDate } from '../../../lib/format';
import { isIndianMobile } from './indian-mobile';

/**
 * The Discharge Concierge request (spec 01 §2, §5): patient name, phone number, hospital name and discharge
 * date, all required; the date may not be before today (the browser's local date). Submitting only closes the
 * modal — the spec shows no call.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const dischargeRequestSchema = z.object({
  patientName: z.string().trim().min(1, MSG_PUBLIC.dischargeConciergePatientNameRequired).max(100),
  phone: z.string().trim().min(1, MSG_PUBLIC.phoneRequired).refine(isIndianMobile, MSG_PUBLIC.phoneInvalid),
  hospitalName: z.string().trim().min(1, MSG_PUBLIC.dischargeConciergeHospitalRequired).max(150),
  dischargeDate: z
    .string()
    .regex(ISO_DATE, MSG_PUBLIC.dischargeConciergeDateRequired)
    .refine((date) => date >= toIsoDate(), MSG_PUBLIC.dischargeConciergeDateError),
});

export type DischargeRequest = z.infer<typeof dischargeRequestSchema>;

export function DischargeConciergeForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: (request: DischargeRequest) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DischargeRequest>({
    resolver: zodResolver(dischargeRequestSchema),
    defaultValues: { patientName: '', phone: '', hospitalName: '', dischargeDate: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitted)} className="space-y-5">
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
        label={MSG_PUBLIC.dischargeConciergeHospital}
        autoComplete="organization"
        required
        error={errors.hospitalName?.message}
        {...register('hospitalName')}
      />
      <TextField
        label={MSG_PUBLIC.dischargeConciergeDate}
        type="date"
        min={toIsoDate()}
        required
        error={errors.dischargeDate?.message}
        {...register('dischargeDate')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {MSG_SHELL.cancel}
        </Button>
        <Button type="submit">{MSG_PUBLIC.dischargeConciergeSubmit}</Button>
      </div>
    </form>
  );
}
