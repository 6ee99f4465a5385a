import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';

/** A panel asking a visitor to sign in: Login/Log In to /login, Sign Up to /register. */
export function LoginRequiredPanel({
  title,
  loginLabel,
  signUpLabel,
  children,
}: {
  title: string;
  loginLabel: string;
  signUpLabel: string;
  children?: ReactNode;
}) {
  const redirect = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
  return (
    <section className="rounded-2xl border border-teal-200 bg-teal-50 p-6 text-center dark:border-teal-900 dark:bg-teal-950/40">
      <LogIn aria-hidden="true" className="mx-auto size-8 text-teal-700 dark:text-teal-300" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/login?redirect=${redirect}`}>{loginLabel}</ButtonLink>
        <ButtonLink to="/register" variant="outline">
          {signUpLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
