import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { type QuickBookingInput, quickBookingSchema } from '@arogya/contract/schemas/ambulance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';

/** Quick Booking (spec 01 §2): name, contact number and email, all required; local only — it sends nothing. */
export function QuickBooking() {
  const [thanked, setThanked] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuickBookingInput>({
    resolver: zodResolver(quickBookingSchema),
    defaultValues: { name: '', contactNumber: '', email: '' },
  });
  return (
    <form
      noValidate
      aria-labelledby="quick-booking-heading"
      onSubmit={handleSubmit(() => {
        setThanked(true);
        reset();
      })}
      className="space-y-3 rounded-2xl bg-white p-5 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="quick-booking-heading" className="text-xl font-bold">
        {MSG_AMBULANCE.quickBooking}
      </h2>
      <TextField
        label={MSG_AMBULANCE.nameLabel}
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={MSG_AMBULANCE.contactNumber}
        required
        type="tel"
        autoComplete="tel"
        error={errors.contactNumber?.message}
        {...register('contactNumber')}
      />
      <TextField
        label={MSG_AMBULANCE.email}
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="danger" className="w-full">
        {MSG_AMBULANCE.quickBooking}
      </Button>
      {thanked && (
        <p role="status" className="text-sm font-medium text-teal-800 dark:text-teal-200">
          {MSG_AMBULANCE.quickBookingThanks}
        </p>
      )}
    </form>
  );
}
