import { onDemand } from './on-demand';

/**
 * The Modal for a dialog that opens after a click, with its content written in place: the same component,
 * its code (Radix's dialog) loaded on demand rather than with the page.
 */
export const ModalOnDemand = onDemand(() => import('./modal').then((m) => m.Modal), {
  isOpen: (props) => props.open,
});
