import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';

/** The dialog opens after a click: its code (the form library, the dialog) loads on demand. */
const CancelRequestDialog = onDemand(
  () => import('./cancel-request-dialog').then((m) => m.CancelRequestDialog),
  { isOpen: (props) => props.open },
);

/** Cancel before the ambulance arrives, with a reason (the requester, or the tracking link holder). */
export function CancelRequest({ id, trackingToken }: { id: string; trackingToken?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {MSG_AMBULANCE.cancelRequest}
      </Button>
      <CancelRequestDialog
        id={id}
        {...(trackingToken && { trackingToken })}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
