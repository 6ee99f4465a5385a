import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { cancelAmbulanceSchema } from '@arogya/contract/schemas/ambulance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { useCancelAmbulance } from '../api/cancel-ambulance';

type Values = z.input<typeof cancelAmbulanceSchema>;

/** Cancel before the ambulance arrives, with a reason (the requester, or the tracking link holder). */
export function CancelRequest({ id, trackingToken }: { id: string; trackingToken?: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelAmbulance();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cancelAmbulanceSchema>>({
    resolver: zodResolver(cancelAmbulanceSchema),
    defaultValues: { reason: '' },
  });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {MSG_AMBULANCE.cancelRequest}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={MSG_AMBULANCE.cancelRequest} size="md">
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit(async ({ reason }) => {
            try {
              const res = await cancel.mutateAsync({ id, reason, ...(trackingToken && { trackingToken }) });
              toast.success(res.msg);
              setOpen(false);
            } catch (error) {
              notifyRequestFailure(error, MSG_AMBULANCE.cannotCancel);
            }
          })}
        >
          <TextField
            label={MSG_AMBULANCE.cancelReason}
            required
            error={errors.reason?.message}
            {...register('reason')}
          />
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {MSG_AMBULANCE.cancelRequest}
          </Button>
        </form>
      </Modal>
    </>
  );
}
