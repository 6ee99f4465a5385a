import { DOCTOR_SEARCH_SPECIALTIES, type DoctorSearchSpecialty } from '@arogya/contract/constants/directory';
import {
  BODY_AREAS,
  type BodyArea,
  type BodySymptom,
  SYMPTOM_BODY_AREAS,
  SYMPTOM_JOINER,
} from '@arogya/contract/constants/triage';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import type { SpecialtySuggestion } from '@arogya/contract/schemas/ai';
import { Ambulance, CircleAlert, LoaderCircle, Phone, Siren, Sparkles, Stethoscope, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { prefersReducedMotion } from '../../../lib/scroll';
import { useSuggestSpecialty } from '../api/suggest-specialty';
import { BodyDiagram } from './body-diagram';

/**
 * The AI Specialty Suggestion (spec 01 §2, §5, §8): pick body areas on the diagram, tick symptoms, and
 * 'Get AI Recommendation' (disabled with none ticked) sends them joined by ', '. The answer names a
 * specialty with its reasoning — and, when the symptoms together are a red flag, an emergency alert with
 * a call link to 112. 'Use this specialty' hands the specialty to the search filters (no search starts).
 */

/** The symptoms as the API takes them: in the order they were ticked, joined by ', '. */
export function joinSymptoms(symptoms: readonly string[]): string {
  return symptoms.join(SYMPTOM_JOINER);
}

function isSearchSpecialty(value: string): value is DoctorSearchSpecialty {
  return (DOCTOR_SEARCH_SPECIALTIES as readonly string[]).includes(value);
}

function countByArea(selected: readonly BodySymptom[]): Record<BodyArea, number> {
  const counts = Object.fromEntries(BODY_AREAS.map((area) => [area, 0])) as Record<BodyArea, number>;
  for (const area of BODY_AREAS) {
    counts[area] = (SYMPTOM_BODY_AREAS[area].symptoms as readonly string[]).filter((s) =>
      selected.includes(s as BodySymptom),
    ).length;
  }
  return counts;
}

function EmergencyAlert() {
  return (
    <div
      role="alert"
      className="rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950/60 dark:text-red-50"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Siren aria-hidden="true" className="size-6 shrink-0 text-red-700 dark:text-red-300" />
        {MSG_SEARCH.emergencyTitle}
      </p>
      <p className="mt-1.5">{MSG_SEARCH.emergencyBody}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href="tel:112"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-5 font-bold text-white shadow-sm hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
        >
          <Phone aria-hidden="true" className="size-4" />
          {MSG_SEARCH.callEmergency}
        </a>
        <Link
          to="/book-ambulance"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-100 dark:border-red-300 dark:bg-transparent dark:text-red-100 dark:hover:bg-red-900"
        >
          <Ambulance aria-hidden="true" className="size-4" />
          {MSG_SHELL.bookAnAmbulance}
        </Link>
      </div>
    </div>
  );
}

function SuggestionResult({
  suggestion,
  onUse,
}: {
  suggestion: SpecialtySuggestion;
  onUse: (specialty: DoctorSearchSpecialty) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  // Bring the answer into view (the modal body scrolls) and start reading there.
  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    section.focus({ preventScroll: true });
    if (typeof section.scrollIntoView === 'function') {
      section.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, []);
  const { specialty } = suggestion;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className="space-y-4 outline-none">
      {suggestion.emergency && <EmergencyAlert />}
      <div className="rounded-2xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-800 dark:bg-teal-950/50">
        <p
          id={headingId}
          className="text-xs font-semibold tracking-wide text-teal-900 uppercase dark:text-teal-200"
        >
          {MSG_SEARCH.suggestedSpecialist}
        </p>
        <p className="mt-1 flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
          <Stethoscope aria-hidden="true" className="size-6 text-teal-700 dark:text-teal-300" />
          {specialty}
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-200">{suggestion.reasoning}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MSG_SEARCH.aiDisclaimer}</p>
        {isSearchSpecialty(specialty) && (
          <Button className="mt-4" onClick={() => onUse(specialty)}>
            {MSG_SEARCH.useSpecialty}
          </Button>
        )}
      </div>
    </section>
  );
}

function SymptomPicker({ onUse }: { onUse: (specialty: DoctorSearchSpecialty) => void }) {
  const [area, setArea] = useState<BodyArea>('head');
  const [selected, setSelected] = useState<BodySymptom[]>([]);
  const [emptyError, setEmptyError] = useState(false);
  const suggestion = useSuggestSpecialty();
  const chipsId = useId();

  const change = (next: BodySymptom[]) => {
    setSelected(next);
    setEmptyError(false);
    // An answer belongs to the symptoms it was given for.
    suggestion.reset();
  };
  const toggle = (symptom: BodySymptom) =>
    change(selected.includes(symptom) ? selected.filter((s) => s !== symptom) : [...selected, symptom]);

  const ask = () => {
    const symptoms = joinSymptoms(selected).trim();
    if (symptoms === '') {
      setEmptyError(true);
      return;
    }
    suggestion.mutate(symptoms);
  };

  const areaInfo = SYMPTOM_BODY_AREAS[area];

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:items-start">
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {MSG_SEARCH.whereDoesItHurt}
          </p>
          <BodyDiagram area={area} onAreaChange={setArea} selectedCounts={countByArea(selected)} />
        </div>
        <fieldset>
          <legend className="text-base font-semibold text-slate-900 dark:text-white">
            {fill(MSG_SEARCH.areaSymptoms, { area: areaInfo.label })}
          </legend>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {areaInfo.symptoms.map((symptom) => {
              const checked = selected.includes(symptom);
              return (
                <li key={symptom}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:has-[:checked]:border-teal-400 dark:has-[:checked]:bg-teal-950/60">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(symptom)}
                      className="size-4 shrink-0 accent-teal-700 dark:accent-teal-400"
                    />
                    {symptom}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>

      <div>
        <h3 id={chipsId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {MSG_SEARCH.yourSymptoms}
        </h3>
        {selected.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MSG_SEARCH.noSymptomsSelected}</p>
        ) : (
          <ul aria-labelledby={chipsId} className="mt-2 flex flex-wrap gap-2">
            {selected.map((symptom) => (
              <li
                key={symptom}
                className="inline-flex items-center gap-1 rounded-full bg-teal-100 py-1 pr-1 pl-3 text-sm font-medium text-teal-950 dark:bg-teal-900 dark:text-teal-50"
              >
                {symptom}
                <button
                  type="button"
                  onClick={() => change(selected.filter((s) => s !== symptom))}
                  aria-label={fill(MSG_SEARCH.removeSymptom, { symptom })}
                  className="grid size-7 place-items-center rounded-full hover:bg-teal-200 dark:hover:bg-teal-800"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p aria-live="polite" className="sr-only">
          {selected.length > 0
            ? fill(MSG_SEARCH.selectedSymptoms, { symptoms: joinSymptoms(selected) })
            : MSG_SEARCH.noSymptomsSelected}
        </p>
      </div>

      <div className="space-y-3">
        <Button size="lg" onClick={ask} disabled={selected.length === 0 || suggestion.isPending}>
          {suggestion.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <Sparkles aria-hidden="true" className="size-5" />
          )}
          {suggestion.isPending ? MSG_SEARCH.gettingSuggestion : MSG_SEARCH.getAiRecommendation}
        </Button>
        {suggestion.isPending && (
          <p role="status" className="sr-only">
            {MSG_SEARCH.gettingSuggestion}
          </p>
        )}
        {(emptyError || suggestion.isError) && (
          <p
            role="alert"
            className="flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-400"
          >
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {emptyError ? MSG_SEARCH.selectSymptoms : MSG_SEARCH.aiSuggestionFailed}
          </p>
        )}
      </div>

      {suggestion.isSuccess && <SuggestionResult suggestion={suggestion.data} onUse={onUse} />}
    </div>
  );
}

export function AiSuggestionModal({
  open,
  onClose,
  onUseSpecialty,
}: {
  open: boolean;
  onClose: () => void;
  onUseSpecialty: (specialty: DoctorSearchSpecialty) => void;
}) {
  return (
    <ModalOnDemand
      open={open}
      onClose={onClose}
      title={MSG_SEARCH.aiSpecialtySuggestion}
      description={MSG_SEARCH.aiIntro}
      size="xl"
    >
      <SymptomPicker onUse={onUseSpecialty} />
    </ModalOnDemand>
  );
}
