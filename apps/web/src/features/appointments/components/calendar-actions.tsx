import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { CalendarPlus, Download, Share2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { buildIcs, googleCalendarUrl, icsFileName, whatsappShareUrl } from '../lib/calendar';

/** Saves the .ics through a temporary link (the file is built here; nothing is fetched). */
function downloadIcs(appointment: Appointment) {
  const ics = buildIcs(appointment, new Date(), `${window.location.origin}/my-appointments`);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(appointment);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  toast.success(MSG_APPOINTMENTS.calendarDownloaded);
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Share (WhatsApp with a prefilled reminder) and Add to Calendar (Google template link, .ics download). */
export function CalendarActions({ appointment }: { appointment: Appointment }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href={whatsappShareUrl(appointment)}
        {...external}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {MSG_APPOINTMENTS.myShareOnWhatsApp}
      </a>
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        <legend className="sr-only">{MSG_APPOINTMENTS.addToCalendar}</legend>
        <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {MSG_APPOINTMENTS.addToCalendar}
        </span>
        <a
          href={googleCalendarUrl(appointment)}
          {...external}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {MSG_APPOINTMENTS.googleCalendar}
        </a>
        <Button variant="outline" size="sm" onClick={() => downloadIcs(appointment)}>
          <Download aria-hidden="true" className="size-4" />
          {MSG_APPOINTMENTS.downloadIcs}
        </Button>
      </fieldset>
    </div>
  );
}
