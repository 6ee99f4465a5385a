import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { AuthSessionProvider } from '../lib/auth-session';

function Providers() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AuthSessionProvider>
        <Outlet />
        <Toaster />
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}

/** Shows where the router is, for pages that navigate away. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` inside the real session provider (which reads the stubbed API), a query
 * client and the toaster; any other path renders the location probe.
 */
export function renderPage(
  element: ReactNode,
  {
    path,
    at = path,
    routes = [],
  }: { path: string; at?: string; routes?: { path: string; element: ReactNode }[] },
) {
  const router = createMemoryRouter(
    [
      {
        element: <Providers />,
        children: [{ path, element }, ...routes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
