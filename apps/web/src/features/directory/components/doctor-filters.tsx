import {
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SORTS,
  type DoctorSort,
  EXPERIENCE_YEARS,
  type SearchRadiusKm,
} from '@arogya/contract/constants/directory';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { RotateCcw, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { type DoctorFilters as Filters, SKILL_KEYWORD_MAX_LENGTH } from '../lib/doctor-search-params';
import { ApplyFilters } from './apply-filters';
import { LocationFilter } from './location-filter';

const SPECIALTY_OPTIONS = [{ value: '', label: MSG_SEARCH.allSpecialties }, ...DOCTOR_SEARCH_SPECIALTIES];
const CITY_OPTIONS = [{ value: '', label: MSG_SEARCH.allCities }, ...CITIES];
const EXPERIENCE_OPTIONS = [
  { value: '', label: MSG_SEARCH.anyExperience },
  ...EXPERIENCE_YEARS.map((years) => String(years)),
];

function sortOptions(located: boolean) {
  return (Object.entries(DOCTOR_SORTS) as [DoctorSort, string][])
    .filter(([value]) => located || value !== 'distance_asc')
    .map(([value, label]) => ({ value, label }));
}

/**
 * The doctor search's sidebar (spec 01 §2, §4): specialty, city, experience range, sort order, skill
 * keyword, the location filter, Apply and Clear, and the way into the AI specialty suggestion. The fields
 * edit a draft; Apply (or the location filter) runs the search.
 */
export function DoctorFilters({
  draft,
  onDraftChange,
  rangeError,
  location,
  onApply,
  onClear,
  onAskAi,
  changed = false,
}: {
  /** The sidebar differs from the results shown: say so beside Apply. */
  changed?: boolean;
  draft: Filters;
  onDraftChange: (draft: Filters) => void;
  rangeError: boolean;
  location: {
    on: boolean;
    locating: boolean;
    radius: SearchRadiusKm;
    onToggle: () => void;
    onRadiusChange: (radius: SearchRadiusKm) => void;
  };
  onApply: () => void;
  onClear: () => void;
  onAskAi: () => void;
}) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    onDraftChange({ ...draft, [key]: value });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label={MSG_SEARCH.specialty}
        name="specialty"
        value={draft.specialty}
        onChange={(event) => set('specialty', event.target.value as Filters['specialty'])}
        options={SPECIALTY_OPTIONS}
      />
      <button
        type="button"
        onClick={onAskAi}
        className="-mt-1 inline-flex items-start gap-1.5 rounded-md text-left text-sm font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
      >
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {MSG_SEARCH.suggestSpecialty}
      </button>
      <SelectField
        label={MSG_SEARCH.city}
        name="city"
        value={draft.city}
        onChange={(event) => set('city', event.target.value as Filters['city'])}
        options={CITY_OPTIONS}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={MSG_SEARCH.minExperience}
          name="minExperience"
          value={draft.minExperience}
          onChange={(event) => set('minExperience', event.target.value)}
          options={EXPERIENCE_OPTIONS}
          error={rangeError ? MSG_SEARCH.experienceRangeInvalid : undefined}
        />
        <SelectField
          label={MSG_SEARCH.maxExperience}
          name="maxExperience"
          value={draft.maxExperience}
          onChange={(event) => set('maxExperience', event.target.value)}
          options={EXPERIENCE_OPTIONS}
          aria-invalid={rangeError || undefined}
        />
      </div>
      <SelectField
        label={MSG_SEARCH.sortBy}
        name="sortBy"
        value={draft.sortBy}
        onChange={(event) => set('sortBy', event.target.value as DoctorSort)}
        options={sortOptions(location.on)}
      />
      <TextField
        label={MSG_SEARCH.skillKeyword}
        name="skillKeyword"
        type="search"
        value={draft.skillKeyword}
        maxLength={SKILL_KEYWORD_MAX_LENGTH}
        placeholder={MSG_SEARCH.skillKeywordPlaceholder}
        onChange={(event) => set('skillKeyword', event.target.value)}
      />
      <LocationFilter
        on={location.on}
        locating={location.locating}
        radius={location.radius}
        onToggle={location.onToggle}
        onRadiusChange={location.onRadiusChange}
      />
      <div className="flex flex-col gap-2 pt-1">
        <ApplyFilters changed={changed} />
        <Button variant="ghost" onClick={onClear}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {MSG_SEARCH.clearFilters}
        </Button>
      </div>
    </form>
  );
}
