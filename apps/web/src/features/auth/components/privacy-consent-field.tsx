import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { type ComponentProps, useId } from 'react';

const [beforeLink, afterLink] = MSG_PRIVACY_WEB.registerConsent.split('{notice}') as [string, string];

/**
 * "I have read the Privacy Notice…" at registration: a required box whose label links to /privacy (in a new
 * tab, so the form keeps what was typed). Its error is announced and tied to the box.
 */
export function PrivacyConsentField({
  error,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { error?: string | undefined }) {
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
        <input
          id={`${errorId}-box`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-teal-700 dark:accent-teal-300"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
          {...props}
        />
        <label htmlFor={`${errorId}-box`}>
          {beforeLink}
          <a
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-teal-800 underline underline-offset-2 hover:no-underline dark:text-teal-300"
          >
            {MSG_PRIVACY_WEB.registerConsentLink}
          </a>
          {afterLink}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
