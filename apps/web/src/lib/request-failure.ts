import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { isApiError } from './api-error';
import { toast } from './toast';

/**
 * For a form's catch block when the request was made with `toastOnError` (the default): server refusals
 * were already shown; a network failure (only logged by the client, spec 01 §8) still gets a toast so
 * the person knows nothing happened; anything else (an unexpected response) gets `fallback`.
 */
export function notifyRequestFailure(error: unknown, fallback: string): void {
  if (isApiError(error)) {
    if (error.status === 0) toast.error(MSG_SHELL.networkError);
    return;
  }
  console.error(error);
  toast.error(fallback);
}
