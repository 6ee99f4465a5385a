/**
 * Dev/test trigger for the error boundary: the unlinked route `/__boom` renders this component, which throws
 * while rendering so the browser tests (and anyone curious) can see the boundary's texts and buttons. It is
 * harmless in production builds — it only shows the same screen any render failure would.
 */
export function BoomPage(): never {
  throw new Error('Deliberate render failure from /__boom (error-boundary check).');
}
