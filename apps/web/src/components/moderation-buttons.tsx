import { RotateCcw, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

/**
 * A moderator's two decisions on reported content — Restore (outline) and Remove (danger) — both held
 * while a decision is on its way. `labels` come from the area's own messages.
 */
export function ModerationButtons({
  labels,
  pending,
  onDecide,
  className,
}: {
  labels: { restore: string; remove: string };
  pending: boolean;
  onDecide: (action: 'restore' | 'remove') => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onDecide('restore')}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {labels.restore}
      </Button>
      <Button size="sm" variant="danger" disabled={pending} onClick={() => onDecide('remove')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {labels.remove}
      </Button>
    </div>
  );
}
