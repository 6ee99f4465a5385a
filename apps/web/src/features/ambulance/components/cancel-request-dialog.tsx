import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { cancelAmbulanceSchema } from '@arogya/contract/schemas/ambulance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useCancelAmbulance } from '../api/cancel-ambulance';

type Values = z.input<typeof cancelAmbulanceSchema>;

/** The cancel dialog of CancelRequest: the reason, then the request is cancelled. */
export function CancelRequestDialog({
  id,
  trackingToken,
  open,
  onClose,
}: {
  id: string;
  trackingToken?: string;
  open: boolean;
  onClose: () => void;
}) {
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
    <Modal open={open} onClose={onClose} title={MSG_AMBULANCE.cancelRequest} size="md">
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit(async ({ reason }) => {
          try {
            const res = await cancel.mutateAsync({ id, reason, ...(trackingToken && { trackingToken }) });
            toast.success(res.msg);
            onClose();
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
  );
}
