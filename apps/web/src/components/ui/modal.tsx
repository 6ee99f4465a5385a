import { DEFAULT_MODAL_SIZE, type ModalSize } from '@arogya/contract/constants/shell';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * The generic modal (spec 01 §2) on Radix's headless Dialog: closes on Escape, on a backdrop click and with
 * the × button; sizes md, lg (default) and xl. Radix traps focus inside, hides the rest of the page from
 * assistive technology, locks the page's scroll and returns focus to where it was when it closes. Focus
 * starts on an element marked `data-autofocus`, else the body's first control, else the dialog itself.
 * When its content is taller than the body (a long text, say), the body becomes a focusable region named
 * by the title, so keyboard users can reach it and scroll it (axe: scrollable-region-focusable); while
 * everything fits it stays out of the tab order.
 */

export type { ModalSize };

const sizeClasses: Record<ModalSize, string> = {
  md: 'max-w-md',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  description,
  size = DEFAULT_MODAL_SIZE,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // State, not a ref: Radix mounts the portal's content after the first render, and the measuring effect
  // must run again once the body exists.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);

  // Is the body scrollable? Measured on open, whenever the body or its content changes size (content that
  // loads later, a window resize) and on window resize. Without layout (jsdom) the sizes are 0: it fits.
  useEffect(() => {
    if (!open) {
      setBodyScrolls(false);
      return;
    }
    if (!body) return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(body);
    if (contentRef.current) observer?.observe(contentRef.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [open, body]);

  // Radix returns focus to a Dialog.Trigger; these modals are opened from anywhere, so the element that
  // had focus when the modal opened gets it back.
  const openerRef = useRef<HTMLElement | null>(null);

  function focusFirst(event: Event) {
    event.preventDefault();
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    first?.focus();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-backdrop"
          className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 backdrop-blur-[2px] sm:items-center sm:p-4"
        >
          <Dialog.Content
            ref={dialogRef}
            aria-modal="true"
            {...(!description && { 'aria-describedby': undefined })}
            aria-labelledby={titleId}
            onOpenAutoFocus={focusFirst}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openerRef.current?.focus();
            }}
            className={cn(
              'relative flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:rounded-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700',
              sizeClasses[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
              <div>
                <Dialog.Title id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
                  {title}
                </Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close
                aria-label={MSG_SHELL.close}
                className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div
              ref={setBody}
              className="overflow-y-auto px-6 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 dark:focus-visible:outline-teal-300"
              {...(bodyScrolls && { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 })}
            >
              <div ref={contentRef}>{children}</div>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
