import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { CARE_NAVIGATOR } from '@arogya/contract/constants/navigator';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_NAVIGATOR } from '@arogya/contract/messages/navigator';
import { ArrowLeft, Compass, Phone, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ANSWERS_PARAM, type NavigatorStep, readAnswers, walkNavigator } from '../lib/navigator-flow';

type Result = Extract<NavigatorStep, { kind: 'result' }>;

function resultLink(result: Result): string | null {
  const { path } = CARE_NAVIGATOR.recommendations[result.recommendation];
  if (!path) return null;
  const filter = result.specialty ?? result.category;
  return filter ? `${path}?${new URLSearchParams({ specialty: filter })}` : path;
}

const RESULT_TEXT = {
  emergency: {
    title: MSG_NAVIGATOR.emergencyTitle,
    body: MSG_NAVIGATOR.emergencyBody,
    cta: MSG_NAVIGATOR.emergencyCta,
  },
  doctor: { title: MSG_NAVIGATOR.doctorTitle, body: MSG_NAVIGATOR.doctorBody, cta: MSG_NAVIGATOR.doctorCta },
  nurse: { title: MSG_NAVIGATOR.nurseTitle, body: MSG_NAVIGATOR.nurseBody, cta: MSG_NAVIGATOR.nurseCta },
  caregiver: { title: MSG_NAVIGATOR.caregiverTitle, body: MSG_NAVIGATOR.caregiverBody, cta: null },
} as const;

function ResultCard({ result }: { result: Result }) {
  const text = RESULT_TEXT[result.recommendation];
  const { label, comingSoon } = CARE_NAVIGATOR.recommendations[result.recommendation];
  const link = resultLink(result);
  const emergency = result.recommendation === 'emergency';
  return (
    <div
      className={
        emergency
          ? 'rounded-xl border border-red-300 bg-red-50 p-5 dark:border-red-800 dark:bg-red-950/50'
          : 'rounded-xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-800 dark:bg-teal-950/50'
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {label}
        {comingSoon && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 normal-case dark:bg-amber-950 dark:text-amber-200">
            {MSG_NAVIGATOR.comingSoon}
          </span>
        )}
      </p>
      <p className="mt-2 text-xl font-bold text-slate-900 dark:text-white">{text.title}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {result.mentalHealth ? MSG_NAVIGATOR.mentalHealthBody : text.body}
      </p>
      {result.specialty && (
        <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">
          {fill(MSG_NAVIGATOR.suggestedSpecialty, { specialty: result.specialty })}
        </p>
      )}
      {result.category && (
        <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">
          {fill(MSG_NAVIGATOR.suggestedCategory, { category: result.category })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {emergency && (
          <a href={`tel:${EMERGENCY_NUMBER}`} className={buttonClasses({ variant: 'danger' })}>
            <Phone aria-hidden="true" className="size-4" />
            {MSG_NAVIGATOR.emergencyCall}
          </a>
        )}
        {link && text.cta && (
          <ButtonLink to={link} variant={emergency ? 'outline' : 'primary'}>
            {text.cta}
          </ButtonLink>
        )}
        {result.recommendation === 'caregiver' && (
          // Caregivers are not bookable yet: no dead end, what works today is an Elder Care nurse.
          <ButtonLink
            to={`/search-nurses?${new URLSearchParams({ specialty: 'Elder Care' })}`}
            variant="outline"
          >
            {MSG_NAVIGATOR.caregiverMeanwhile}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/**
 * Care Navigator (/care-navigator — spec 02 §2, §9): stepwise questions ending in a recommendation. The
 * answers live in the URL (`?answers=no,new-symptom,skin`), so Back, the browser's back button and a
 * shared link all land on the same step.
 */
export function CareNavigatorPage() {
  const [params, setParams] = useSearchParams();
  const { step, answers, trail } = walkNavigator(readAnswers(params));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const key = answers.join(',');

  // After each answer the new question (or the result) gets focus, so keyboard and screen-reader users
  // continue where the content changed. Not on the first render: the page's own heading comes first.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answers change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [key]);

  function go(next: string[]) {
    setParams(next.length ? { [ANSWERS_PARAM]: next.join(',') } : {});
  }

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
          <Compass aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_NAVIGATOR.title}
        </h1>
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_NAVIGATOR.intro}</p>

      <Card className="mt-8 p-5 sm:p-6">
        {step.kind === 'question' ? (
          <fieldset>
            <legend className="contents">
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
              >
                {step.question}
              </h2>
            </legend>
            <div className="mt-5 grid gap-3 sm:grid-cols-2">
              {step.options.map((option) => (
                <Button
                  key={option.value}
                  variant="outline"
                  size="lg"
                  className="h-auto justify-start py-3 text-left whitespace-normal"
                  onClick={() => go([...answers, option.value])}
                >
                  {option.label}
                </Button>
              ))}
            </div>
          </fieldset>
        ) : (
          <section aria-labelledby="navigator-result">
            <h2
              id="navigator-result"
              ref={headingRef}
              tabIndex={-1}
              className="mb-4 text-xl font-semibold text-slate-900 outline-none dark:text-white"
            >
              {MSG_NAVIGATOR.resultHeading}
            </h2>
            <ResultCard result={step} />
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{MSG_NAVIGATOR.shareHint}</p>
          </section>
        )}

        {answers.length > 0 && (
          <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
            <Button variant="ghost" onClick={() => go(answers.slice(0, -1))}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {MSG_NAVIGATOR.back}
            </Button>
            <Button variant="outline" onClick={() => go([])}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {MSG_NAVIGATOR.startOver}
            </Button>
          </div>
        )}
      </Card>

      {trail.length > 0 && (
        <section aria-labelledby="navigator-trail" className="mt-6">
          <h2 id="navigator-trail" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
            {MSG_NAVIGATOR.yourAnswers}
          </h2>
          <ol className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {trail.map((t) => (
              <li key={t.question}>
                <span className="text-slate-500 dark:text-slate-400">{t.question}</span> {t.answer}
              </li>
            ))}
          </ol>
        </section>
      )}
    </Container>
  );
}
