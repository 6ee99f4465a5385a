import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import {
  Ambulance,
  CalendarDays,
  FileHeart,
  FlaskConical,
  HandHeart,
  HeartHandshake,
  type LucideIcon,
  Pill,
  Receipt,
  Scale,
  Stethoscope,
  UserRound,
  UsersRound,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_TILES, type TileIcon } from '../lib/dashboard-tiles';

const ICONS: Record<TileIcon, LucideIcon> = {
  doctor: Stethoscope,
  nurse: UserRound,
  lab: FlaskConical,
  circle: UsersRound,
  appointments: CalendarDays,
  prescriptions: Pill,
  video: Video,
  ambulance: Ambulance,
  fund: HandHeart,
  records: FileHeart,
  payments: Receipt,
  support: HeartHandshake,
  opinion: Scale,
};

/** The dashboard's 13 tiles (spec 01 §2), each a link with its purpose in a line. */
export function ServiceTiles() {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_BOOKING.dashboardServices}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {DASHBOARD_TILES.map(({ to, label, description, icon }) => {
          const Icon = ICONS[icon];
          return (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-600 hover:bg-teal-50 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900 dark:hover:border-teal-400 dark:hover:bg-slate-800"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-100 text-teal-800 group-hover:bg-teal-700 group-hover:text-white dark:bg-teal-900 dark:text-teal-100 dark:group-hover:bg-teal-400 dark:group-hover:text-slate-950">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
