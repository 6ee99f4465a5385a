import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/form-field';

/**
 * The footer newsletter (spec 01 §5): an email field (type email, required); submitting only shows the
 * alert 'Thank you for subscribing to our newsletter!' and clears the field — there is no server call.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const headingId = useId();

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        window.alert(MSG_SHELL.newsletterThanks);
        setEmail('');
      }}
    >
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {MSG_SHELL.newsletterHeading}
      </h2>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{MSG_SHELL.newsletterBody}</p>
      <label htmlFor={inputId} className="sr-only">
        {MSG_SHELL.newsletterEmailLabel}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={MSG_SHELL.newsletterPlaceholder}
          className={`${controlClasses} min-w-0 flex-1`}
        />
        <Button type="submit">{MSG_SHELL.subscribe}</Button>
      </div>
    </form>
  );
}
