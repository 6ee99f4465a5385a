import { fill } from '@arogya/contract/messages/fill';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { isIndianMobile } from './indian-mobile';

/**
 * The landing page's contact form (spec 01 §1: name, phone, email, message).
 * Choice recorded here: the spec shows no submit behaviour and no endpoint, so the form validates, shows an
 * inline thank-you note and resets — it makes no server call. Name, email and message are required; phone is
 * optional but must be a valid Indian mobile number when given.
 * It validates with a few plain functions rather than react-hook-form + zod so the landing page's initial
 * JavaScript stays small (the form is on the landing page; those libraries load with later pages).
 */

export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

const EMPTY: ContactFormValues = { name: '', phone: '', email: '', message: '' };
const FIELD_ORDER: (keyof ContactFormValues)[] = ['name', 'phone', 'email', 'message'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.name.trim() === '') errors.name = MSG_PUBLIC.contactNameRequired;
  if (values.phone.trim() !== '' && !isIndianMobile(values.phone)) errors.phone = MSG_PUBLIC.phoneInvalid;
  if (!EMAIL.test(values.email.trim())) errors.email = MSG_PUBLIC.contactEmailInvalid;
  if (values.message.trim() === '') errors.message = MSG_PUBLIC.contactMessageRequired;
  return errors;
}

export function ContactForm({ titleAs: Title = 'h3' }: { titleAs?: 'h2' | 'h3' }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [thankedName, setThankedName] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setThankedName(null);
      if (submitted) setErrors(validateContactForm(next));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (firstInvalid) {
      setSubmitted(true);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setThankedName(values.name.trim());
    setValues(EMPTY);
    setSubmitted(false);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <Title id="contact-form-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_PUBLIC.contactFormTitle}
      </Title>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={MSG_PUBLIC.contactFormName} autoComplete="name" required {...field('name')} />
        <TextField
          label={MSG_PUBLIC.contactFormPhone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={MSG_PUBLIC.optionalHint}
          {...field('phone')}
        />
      </div>
      <TextField
        label={MSG_PUBLIC.contactFormEmail}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextAreaField label={MSG_PUBLIC.contactFormMessage} rows={5} required {...field('message')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {MSG_PUBLIC.contactFormSubmit}
      </Button>
      <div role="status" aria-live="polite">
        {thankedName !== null && (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {fill(MSG_PUBLIC.contactFormThanks, { name: thankedName })}
          </p>
        )}
      </div>
    </form>
  );
}
