import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from '../shell/error-boundary';
import { Logo } from '../shell/logo';

/**
 * Last-resort screen for failures the layout's boundary cannot catch (the shell itself, or a page module
 * that fails to download). Same texts and buttons; Try Again navigates to the same address once more.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Route failed to load or render', error);
  }, [error]);

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Link to="/" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main id="main-content" tabIndex={-1}>
        <ErrorFallback onRetry={() => navigate(location, { replace: true })} />
      </main>
    </div>
  );
}
