import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';

/** While the profile loads: the page's own loading text, under a heading for assistive technology. */
export function ProviderLoading({ title, label }: { title: string; label: string }) {
  return (
    <Container>
      <h1 className="sr-only">{title}</h1>
      <LoadingState label={label} />
    </Container>
  );
}

/**
 * The profile could not be shown: the page's failure text, a way back to the search, and Retry unless the
 * server said the professional does not exist (a 404 will not change by asking again).
 */
export function ProviderLoadFailed({
  title,
  message,
  error,
  onRetry,
  retrying,
  back,
}: {
  title: string;
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  back: { to: string; label: string };
}) {
  const notFound = isApiError(error) && error.status >= 400 && error.status < 500;
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="sr-only">{title}</h1>
      <div className="mx-auto max-w-xl space-y-6 text-center">
        <ErrorState message={message} {...(!notFound && { onRetry, retrying })} />
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
    </Container>
  );
}
