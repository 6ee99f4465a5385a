import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Labelled form controls. Each control has a visible <label>; an error is announced through
 * aria-invalid + aria-describedby and shown inline under the field.
 */

export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-teal-300 dark:focus:outline-teal-300 dark:aria-[invalid=true]:border-red-400 dark:disabled:bg-slate-800 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-700 dark:[&[readonly]]:bg-slate-800 dark:[&[readonly]]:text-slate-300';

interface FieldChrome {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function FieldShell({
  fieldId,
  hintId,
  errorId,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldChrome & { fieldId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's invalid state and the ids of the hint and error that describe it. */
function controlA11y(ids: { hintId: string; errorId: string }, hint: unknown, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      hint !== undefined && ids.hintId,
      error !== undefined && error !== '' && ids.errorId,
    ),
  };
}

/**
 * Splits a field's props: what its FieldShell shows, what its control carries (id, invalid state,
 * describedby, required) and the rest, which goes to the control as given.
 */
function useField<P extends FieldChrome & { id?: string | undefined }>({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...rest
}: P) {
  const { fieldId, hintId, errorId } = useFieldIds(id);
  return {
    shell: { fieldId, hintId, errorId, label, error, hint, required, className },
    control: { id: fieldId, ...controlA11y({ hintId, errorId }, hint, error), required },
    rest,
  };
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldChrome & { inputClassName?: string };

export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <input {...control} className={cn(controlClasses, inputClassName)} {...rest} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldChrome;

export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} className={cn(controlClasses, 'min-h-28')} {...rest} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> &
  FieldChrome & { options: readonly (string | { value: string; label: string })[] };

export function SelectField({ options, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={controlClasses} {...rest}>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (the toggle is a real button, announced by its label). */
export function PasswordField({ inputClassName, ...props }: PasswordFieldProps) {
  const { shell, control, rest } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          className={cn(controlClasses, 'pr-12', inputClassName)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? MSG_SHELL.hidePassword : MSG_SHELL.showPassword}
          aria-controls={shell.fieldId}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}
