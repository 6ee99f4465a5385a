import { onDemand } from './ui/on-demand';

/**
 * The one "are you sure you want to cancel?" dialog (cancel-dialog-content.tsx). It opens after a click, so
 * its code (the dialog primitive) loads on demand rather than with the page.
 */
export const CancelDialog = onDemand(
  () => import('./cancel-dialog-content').then((m) => m.CancelDialogContent),
  { isOpen: (props) => props.open },
);
