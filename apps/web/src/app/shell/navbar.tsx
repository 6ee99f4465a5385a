import { PRIVACY_PAGE_PATH } from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { FileLock2, LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { lazy, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { roleHome, type SessionUser, useAuthSession } from '../../lib/auth-session';
import { cn } from '../../lib/cn';
import { AfterLoad } from './after-load';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

// Only signed-in people have a bell; its code (and the socket it listens to) stays out of the
// first page load of a visitor.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/**
 * The fixed navigation bar (spec 01 §2): logo to the role's home; Find a Doctor, Find a Nurse, Ambulance,
 * Forum, Health Quests (patients only), Dashboard (logged in) and My Appointments (patients); "Welcome, {name}" and Logout, or Login and
 * Register; theme toggle; notification bell when logged in; a hamburger menu below the `lg` breakpoint.
 */

interface NavItem {
  to: string;
  label: string;
}

export function navItemsFor(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/search', label: MSG_SHELL.findADoctor },
    { to: '/search-nurses', label: MSG_SHELL.findANurse },
    { to: '/book-ambulance', label: MSG_SHELL.navAmbulance },
    { to: '/forum', label: MSG_SHELL.navForum },
  ];
  if (user?.role === 'patient') items.push({ to: '/health-quests', label: MSG_SHELL.healthQuests });
  if (user) items.push({ to: roleHome(user), label: MSG_SHELL.navDashboard });
  // A patient's visits are one click away from every page (bar and mobile menu).
  if (user?.role === 'patient') items.push({ to: '/my-appointments', label: MSG_SHELL.myAppointments });
  return items;
}

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive
      ? 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

export function Navbar() {
  const { user, logout } = useAuthSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = navItemsFor(user);
  const welcome = user ? fill(MSG_SHELL.welcome, { name: user.name }) : '';
  // A patient's bar has two more links (Health Quests, My Appointments): it needs xl, not lg, to fit on
  // one line; below that the hamburger menu holds the links (checked at 1024 and 1280 px).
  const roomy = user?.role === 'patient';

  // The mobile menu closes on navigation…
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // …and on Escape, returning focus to the hamburger: listening from the moment the menu is drawn, not after the
  // browser has painted it (when plain effects run), so an Escape that comes at once still closes it.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={roleHome(user)} aria-label={MSG_SHELL.logoLabel} className="mr-2 shrink-0 rounded-lg">
          <Logo />
        </Link>

        <nav
          aria-label={MSG_SHELL.mainNavigation}
          className={cn('hidden flex-1', roomy ? 'xl:block' : 'lg:block')}
        >
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={desktopLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {user && (
            // After the load event (with the socket it listens on); the placeholder holds the bell's place.
            <AfterLoad fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell userId={user._id} />
            </AfterLoad>
          )}
          {user ? (
            <div className={cn('hidden items-center gap-2 pl-2', roomy ? 'xl:flex' : 'lg:flex')}>
              {/* A patient's bar has two more links (Health Quests, My Appointments): their welcome waits for 2xl. */}
              <span
                className={cn(
                  'hidden max-w-44 truncate text-sm font-medium text-slate-700 dark:text-slate-300',
                  user.role === 'patient' ? '2xl:inline' : 'xl:inline',
                )}
              >
                {welcome}
              </span>
              {/* From xl only, like the welcome: between lg and xl a patient's bar has no room left. */}
              <span className="hidden xl:inline-flex">
                <ButtonLink
                  to="/account/security"
                  variant="ghost"
                  size="sm"
                  aria-label={MSG_SHELL.accountSecurity}
                  title={MSG_SHELL.accountSecurity}
                  className="px-2"
                >
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </ButtonLink>
                <ButtonLink
                  to={PRIVACY_PAGE_PATH}
                  variant="ghost"
                  size="sm"
                  aria-label={MSG_SHELL.yourDataLink}
                  title={MSG_SHELL.yourDataLink}
                  className="px-2"
                >
                  <FileLock2 aria-hidden="true" className="size-5" />
                </ButtonLink>
              </span>
              <Button variant="outline" size="sm" onClick={() => logout()}>
                <LogOut aria-hidden="true" className="size-4" />
                {MSG_SHELL.logout}
              </Button>
            </div>
          ) : (
            <div className="hidden items-center gap-2 pl-2 lg:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                {MSG_SHELL.login}
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                {MSG_SHELL.register}
              </ButtonLink>
            </div>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? MSG_SHELL.closeMenu : MSG_SHELL.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className={cn(
              'grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              roomy ? 'xl:hidden' : 'lg:hidden',
            )}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className={cn(
          'border-t border-slate-200 bg-white px-4 pt-2 pb-4 dark:border-slate-800 dark:bg-slate-950',
          roomy ? 'xl:hidden' : 'lg:hidden',
        )}
      >
        {user && (
          <p className="px-3 py-2 text-sm font-medium text-slate-600 dark:text-slate-400">{welcome}</p>
        )}
        <nav aria-label={MSG_SHELL.mainNavigation}>
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={mobileLinkClasses} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink
                  to="/account/security"
                  end
                  className={mobileLinkClasses}
                  onClick={() => setMenuOpen(false)}
                >
                  {MSG_SHELL.accountSecurity}
                </NavLink>
              </li>
            )}
            {user && (
              <li>
                <NavLink
                  to={PRIVACY_PAGE_PATH}
                  end
                  className={mobileLinkClasses}
                  onClick={() => setMenuOpen(false)}
                >
                  {MSG_SHELL.yourDataLink}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-3 flex gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          {user ? (
            <Button variant="outline" className="flex-1" onClick={() => logout()}>
              <LogOut aria-hidden="true" className="size-4" />
              {MSG_SHELL.logout}
            </Button>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline" className="flex-1" onClick={() => setMenuOpen(false)}>
                {MSG_SHELL.login}
              </ButtonLink>
              <ButtonLink to="/register" className="flex-1" onClick={() => setMenuOpen(false)}>
                {MSG_SHELL.register}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
