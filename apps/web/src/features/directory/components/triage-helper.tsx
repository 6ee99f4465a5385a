import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Ambulance, LoaderCircle, Phone, RotateCcw, Sparkles, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';
import { useAskTriage } from '../api/ask-triage';
import type { TriageOutcome } from '../lib/booking-rules';

type Option = { label: string; value: string };

type Flow =
  | { kind: 'idle' }
  | { kind: 'question'; question: string; options: Option[]; answers: string[] }
  | { kind: 'done'; summary: string; emergency: boolean };

/**
 * The symptom triage helper (spec 01 §4, §8): typing a symptom resets the answers; asking sends
 * {symptom, answers: []}; each answer is appended and the server asked again until a summary returns,
 * which is handed to `onOutcome` with the conversation (the page sends it with the booking). A red-flag
 * answer (`emergency`) shows the 112 advice with a call link and a way to reach an ambulance; the page
 * keeps the patient's own words in Symptoms then. Starting over, or a new symptom, clears the outcome
 * (`onOutcome(null)`). A failure, or an answer with neither question nor summary, silently clears the flow.
 */
export function TriageHelper({ onOutcome }: { onOutcome: (outcome: TriageOutcome | null) => void }) {
  const headingId = useId();
  const inputId = useId();
  const [symptom, setSymptom] = useState('');
  const [flow, setFlow] = useState<Flow>({ kind: 'idle' });
  const triage = useAskTriage();
  const asking = triage.isPending;
  // Only the latest request may change the flow; an older answer arriving late is ignored.
  const latest = useRef<AbortController | null>(null);
  const questionRef = useRef<HTMLLegendElement>(null);

  const question = flow.kind === 'question' ? flow.question : null;
  // Each new question takes the focus, so keyboard and screen-reader users land on it — in the commit
  // that shows it, so nothing can observe the question on screen with the focus still elsewhere.
  useLayoutEffect(() => {
    if (question !== null) questionRef.current?.focus();
  }, [question]);

  useEffect(() => () => latest.current?.abort(), []);

  function reset() {
    latest.current?.abort();
    latest.current = null;
    // Forget the aborted request at once: the helper is no longer asking.
    triage.reset();
    if (flow.kind === 'done') onOutcome(null);
    setFlow({ kind: 'idle' });
  }

  async function ask(answers: string[]) {
    const text = symptom.trim();
    if (text === '') return;
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const reply = await triage.mutateAsync({ symptom: text, answers, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (reply.question && reply.answerOptions && reply.answerOptions.length > 0) {
        setFlow({ kind: 'question', question: reply.question, options: reply.answerOptions, answers });
      } else if (reply.summary) {
        const emergency = reply.emergency === true;
        setFlow({ kind: 'done', summary: reply.summary, emergency });
        onOutcome({ symptom: text, answers, summary: reply.summary, emergency });
      } else {
        setFlow({ kind: 'idle' });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('The symptom helper failed; clearing it.', error);
      setFlow({ kind: 'idle' });
    } finally {
      if (latest.current === controller) latest.current = null;
    }
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (flow.kind === 'done') onOutcome(null);
    void ask([]);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-teal-200 bg-teal-50/60 p-4 sm:p-5 dark:border-teal-900 dark:bg-teal-950/30"
    >
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-300" />
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {MSG_BOOKING.triageTitle}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_BOOKING.triagePrompt}</p>
        </div>
      </div>

      <form onSubmit={start} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {MSG_BOOKING.triageHelperSymptomLabel}
          </label>
          <input
            id={inputId}
            type="text"
            value={symptom}
            maxLength={200}
            autoComplete="off"
            placeholder={MSG_BOOKING.triagePlaceholder}
            onChange={(event) => {
              setSymptom(event.target.value);
              // A new symptom starts a new conversation.
              if (flow.kind !== 'idle' || asking) reset();
            }}
            className={controlClasses}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={symptom.trim() === '' || asking}>
          {asking && flow.kind === 'idle' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : null}
          {MSG_BOOKING.triageHelperAsk}
        </Button>
      </form>

      <div aria-live="polite" className="empty:hidden mt-4 space-y-3">
        {flow.kind === 'question' && (
          <fieldset className="min-w-0 space-y-3">
            <legend
              ref={questionRef}
              tabIndex={-1}
              className="mb-3 font-medium text-slate-900 outline-none dark:text-white"
            >
              {flow.question}
            </legend>
            <div className="flex flex-wrap gap-2">
              {flow.options.map((option) => (
                <Button
                  key={option.value}
                  variant="outline"
                  size="sm"
                  disabled={asking}
                  onClick={() => void ask([...flow.answers, option.value])}
                >
                  {option.label}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        {flow.kind === 'done' && !flow.emergency && (
          <div className="rounded-xl bg-white px-4 py-3 text-sm dark:bg-slate-900">
            <p className="text-slate-800 dark:text-slate-200">{flow.summary}</p>
            <p className="mt-2 font-medium text-teal-800 dark:text-teal-300">
              {MSG_BOOKING.triageUseSummary}
            </p>
          </div>
        )}
        {asking && flow.kind === 'question' && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {MSG_BOOKING.triageHelperAsking}
          </p>
        )}
      </div>

      {flow.kind === 'done' && flow.emergency && <EmergencyAdvice summary={flow.summary} />}

      {flow.kind !== 'idle' && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {MSG_BOOKING.triageHelperStartOver}
        </Button>
      )}
    </section>
  );
}

/**
 * Red-flag answers: call 112 now, or book an ambulance — shown before anything else on the page. Until the
 * ambulance booking page exists, "Book an Ambulance" dials 112 too (never a page that is not there).
 */
function EmergencyAdvice({ summary }: { summary: string }) {
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950/60 dark:text-red-50"
    >
      <p className="flex items-start gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
        {MSG_BOOKING.triageRedFlag}
      </p>
      <p className="mt-2 text-sm">{summary}</p>
      <p className="mt-2 text-sm">{MSG_BOOKING.triageKeptApart}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={`tel:${EMERGENCY_NUMBER}`} className={buttonClasses({ variant: 'danger' })}>
          <Phone aria-hidden="true" className="size-4" />
          {fill(MSG_BOOKING.triageHelperCall, { number: EMERGENCY_NUMBER })}
        </a>
        <a href={`tel:${EMERGENCY_NUMBER}`} className={buttonClasses({ variant: 'outline' })}>
          <Ambulance aria-hidden="true" className="size-4" />
          {MSG_SHELL.bookAnAmbulance}
        </a>
      </div>
    </div>
  );
}
