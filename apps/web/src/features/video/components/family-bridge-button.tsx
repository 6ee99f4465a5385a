import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { openVideoCall } from '../../../lib/video-call';
import { useStartFamilyBridge } from '../api/start-family-bridge';

/** A doctor or nurse in a patient's circle starts a family bridge: the patient and their family join. */
export function FamilyBridgeButton({ patientId }: { patientId: string }) {
  const start = useStartFamilyBridge();
  return (
    <Button
      size="sm"
      disabled={start.isPending}
      onClick={() => start.mutate(patientId, { onSuccess: (res) => openVideoCall(res.data.callId) })}
    >
      <Users aria-hidden="true" className="size-4" />
      {MSG_VIDEO.startFamilyBridge}
    </Button>
  );
}
