import { COMMON_GENERICS } from '@arogya/contract/constants/prescriptions';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import {
  type Prescription,
  type PrescriptionInput,
  prescriptionInputSchema,
} from '@arogya/contract/schemas/prescriptions';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { bodyFieldErrors } from '../../../lib/api-client';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useSavePrescription } from '../api/issue-prescription';

interface MedicineForm {
  name: string;
  strength: string;
  dosage: string;
  frequency: string;
  duration: string;
  instructions: string;
  pillCount: string;
}
interface FormValues {
  diagnosis: string;
  advice: string;
  patientAge: string;
  patientSex: string;
  medicines: MedicineForm[];
}

const EMPTY_MEDICINE: MedicineForm = {
  name: '',
  strength: '',
  dosage: '1 tablet',
  frequency: '1-0-1',
  duration: '5 days',
  instructions: '',
  pillCount: '',
};

function toForm(rx: Prescription | null): FormValues {
  if (!rx)
    return { diagnosis: '', advice: '', patientAge: '', patientSex: '', medicines: [{ ...EMPTY_MEDICINE }] };
  return {
    diagnosis: rx.diagnosis,
    advice: rx.advice ?? '',
    patientAge: rx.patient.age?.toString() ?? '',
    patientSex: rx.patient.sex ?? '',
    medicines: rx.medicines.map((m) => ({
      name: m.name,
      strength: m.strength ?? '',
      dosage: m.dosage,
      frequency: m.frequency,
      duration: m.duration,
      instructions: m.instructions,
      pillCount: m.pillCount?.toString() ?? '',
    })),
  };
}

function toInput(appointmentId: string, v: FormValues) {
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  return {
    appointmentId,
    diagnosis: v.diagnosis,
    ...(v.advice.trim() && { advice: v.advice }),
    ...(num(v.patientAge) !== undefined && { patientAge: num(v.patientAge) }),
    ...(v.patientSex && { patientSex: v.patientSex }),
    medicines: v.medicines.map((m) => ({
      name: m.name,
      ...(m.strength.trim() && { strength: m.strength }),
      dosage: m.dosage,
      frequency: m.frequency,
      duration: m.duration,
      instructions: m.instructions,
      ...(num(m.pillCount) !== undefined && { pillCount: num(m.pillCount) }),
    })),
  };
}

/** 'medicines.0.name' → the message, from a zod error or the server's details. */
function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

function PrescriptionForm({
  appointment,
  editing,
  onDone,
}: {
  appointment: Appointment;
  editing: Prescription | null;
  onDone: () => void;
}) {
  const listId = useId();
  const save = useSavePrescription();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useForm<FormValues>({ defaultValues: toForm(editing) });
  const medicines = useFieldArray({ control: form.control, name: 'medicines' });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = prescriptionInputSchema.safeParse(toInput(appointment._id, values));
    if (!parsed.success) {
      setErrors(errorsByPath(parsed.error.issues));
      return;
    }
    setErrors({});
    const input: PrescriptionInput = parsed.data;
    save.mutate(
      { ...(editing && { id: editing._id }), input },
      {
        onSuccess: (result) => {
          toast.success(result.msg);
          onDone();
        },
        onError: (error) => {
          const fields = bodyFieldErrors(error);
          setErrors(fields);
          notifyRequestFailure(error, MSG_PRESCRIPTIONS.issueFailed);
        },
      },
    );
  });

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <datalist id={listId}>
        {COMMON_GENERICS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextAreaField
        label={MSG_PRESCRIPTIONS.diagnosis}
        required
        rows={2}
        error={errors.diagnosis}
        {...form.register('diagnosis')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={MSG_PRESCRIPTIONS.patientAge}
          type="number"
          min={0}
          max={130}
          error={errors.patientAge}
          {...form.register('patientAge')}
        />
        <SelectField
          label={MSG_PRESCRIPTIONS.patientSex}
          options={[
            { value: '', label: '—' },
            { value: 'Female', label: MSG_PRESCRIPTIONS.sexFemale },
            { value: 'Male', label: MSG_PRESCRIPTIONS.sexMale },
            { value: 'Other', label: MSG_PRESCRIPTIONS.sexOther },
          ]}
          {...form.register('patientSex')}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          {MSG_PRESCRIPTIONS.medicines}
        </legend>
        {medicines.fields.map((field, i) => (
          <div
            key={field.id}
            className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            data-testid="medicine-fields"
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={MSG_PRESCRIPTIONS.medicineLabel}
                list={listId}
                required
                error={errors[`medicines.${i}.name`]}
                {...form.register(`medicines.${i}.name`)}
              />
              <TextField
                label={MSG_PRESCRIPTIONS.strengthLabel}
                placeholder={MSG_PRESCRIPTIONS.strengthPlaceholder}
                {...form.register(`medicines.${i}.strength`)}
              />
              <TextField
                label={MSG_PRESCRIPTIONS.dosageLabel}
                required
                error={errors[`medicines.${i}.dosage`]}
                {...form.register(`medicines.${i}.dosage`)}
              />
              <TextField
                label={MSG_PRESCRIPTIONS.frequencyLabel}
                required
                placeholder={MSG_PRESCRIPTIONS.frequencyPlaceholder}
                error={errors[`medicines.${i}.frequency`]}
                {...form.register(`medicines.${i}.frequency`)}
              />
              <TextField
                label={MSG_PRESCRIPTIONS.durationLabel}
                required
                placeholder={MSG_PRESCRIPTIONS.durationPlaceholder}
                error={errors[`medicines.${i}.duration`]}
                {...form.register(`medicines.${i}.duration`)}
              />
              <TextField
                label={MSG_PRESCRIPTIONS.pillsDispensedLabel}
                type="number"
                min={0}
                error={errors[`medicines.${i}.pillCount`]}
                {...form.register(`medicines.${i}.pillCount`)}
              />
            </div>
            <TextField
              label={MSG_PRESCRIPTIONS.instructionsLabel}
              placeholder={MSG_PRESCRIPTIONS.instructionsPlaceholder}
              {...form.register(`medicines.${i}.instructions`)}
            />
            {medicines.fields.length > 1 && (
              <Button size="sm" variant="ghost" onClick={() => medicines.remove(i)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {MSG_PRESCRIPTIONS.removeMedicine}
              </Button>
            )}
          </div>
        ))}
        <Button size="sm" variant="outline" onClick={() => medicines.append({ ...EMPTY_MEDICINE })}>
          <Plus aria-hidden="true" className="size-4" />
          {MSG_PRESCRIPTIONS.addMedicine}
        </Button>
      </fieldset>
      <TextAreaField label={MSG_PRESCRIPTIONS.advice} rows={2} {...form.register('advice')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {editing ? MSG_PRESCRIPTIONS.editPrescription : MSG_PRESCRIPTIONS.issuePrescription}
        </Button>
      </div>
    </form>
  );
}

/** The prescription form in its dialog: a new prescription, or `editing` one already issued. */
export function PrescriptionDialog({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: { editing: Prescription | null } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open !== null}
      onClose={onClose}
      title={`${open?.editing ? MSG_PRESCRIPTIONS.editPrescription : MSG_PRESCRIPTIONS.issuePrescription}: ${appointment.patient.name}`}
      size="xl"
    >
      {open && <PrescriptionForm appointment={appointment} editing={open.editing} onDone={onClose} />}
    </Modal>
  );
}
