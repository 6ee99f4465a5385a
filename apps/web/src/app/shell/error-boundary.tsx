import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The app's error boundary (spec 01 §2, spec 02 §2): "Something went wrong. We encountered an unexpected
 * error. Please try refreshing the page." with Try Again (re-renders the failed part) and Refresh Page
 * (reloads). It also resets itself when `resetKey` changes (the layout passes the pathname, so navigating
 * away from a broken page works).
 */

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {MSG_SHELL.errorBoundaryTitle}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_SHELL.errorBoundaryBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{MSG_SHELL.tryAgain}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {MSG_SHELL.refreshPage}
        </Button>
      </div>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorFallback onRetry={this.reset} />;
    return this.props.children;
  }
}
