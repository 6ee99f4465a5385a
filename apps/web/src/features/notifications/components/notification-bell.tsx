import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatTimeAgo } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/socket';
import {
  type AppNotification,
  unreadNotificationsKey,
  useUnreadNotifications,
} from '../api/get-unread-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * The notification bell (spec 01 §2, §4): the unread list is fetched on start and whenever a real-time
 * `new_notification` arrives; a dot shows while the list is non-empty and opening the dropdown clears it;
 * choosing a notification marks it read, removes it, closes the dropdown and goes to its link.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const queryKey = unreadNotificationsKey(userId);
  const { data } = useUnreadNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const notifications = data ?? [];
  const [open, setOpen] = useState(false);
  const [showDot, setShowDot] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A fetch still in flight may predate the new notification: cancel it, then fetch again.
  useSocketEvent(SOCKET_EVENTS.newNotification, () => {
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
  });

  // A new (non-empty) list raises the dot again; an empty list never shows it.
  useEffect(() => {
    setShowDot((data?.length ?? 0) > 0);
  }, [data]);

  // Listening from the moment the list is drawn, not after the browser has painted it (when plain effects run):
  // an Escape or an outside click that comes at once, from a fast keyboard or on a busy phone, must close it.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    setShowDot(false);
  };

  const choose = (notification: AppNotification) => {
    markRead.mutate(notification);
    setOpen(false);
    const link = notification.link?.trim();
    if (!link) return;
    if (/^https?:\/\//i.test(link)) window.location.assign(link);
    else navigate(link.startsWith('/') ? link : `/${link}`);
  };

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={
          showDot ? `${MSG_SHELL.notifications} (${notifications.length})` : MSG_SHELL.notifications
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Bell aria-hidden="true" className="size-5" />
        {showDot && (
          <span
            data-testid="notification-dot"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white dark:bg-red-400 dark:ring-slate-950"
          />
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-3 left-3 z-50 mt-1 overflow-hidden rounded-xl sm:top-auto sm:right-0 sm:left-auto sm:mt-2 sm:w-80 border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-white">
            {MSG_SHELL.notifications}
          </h2>
          {notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
              {MSG_SHELL.noNewNotifications}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
              {notifications.map((notification) => (
                <li key={notification._id}>
                  <button
                    type="button"
                    onClick={() => choose(notification)}
                    className="block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  >
                    <span className="block text-sm text-slate-800 dark:text-slate-100">
                      {notification.message}
                    </span>
                    {notification.createdAt && (
                      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                        {formatTimeAgo(notification.createdAt)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
