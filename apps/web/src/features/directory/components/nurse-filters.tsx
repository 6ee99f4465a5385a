import { CITIES, NURSE_SEARCH_CATEGORIES } from '@arogya/contract/constants/directory';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { FormEvent } from 'react';
import { SelectField } from '../../../components/ui/form-field';
import { ApplyFilters } from './apply-filters';

export interface NurseFilterValues {
  specialty: string;
  city: string;
}

const CATEGORY_OPTIONS = [{ value: '', label: MSG_SEARCH.allCategories }, ...NURSE_SEARCH_CATEGORIES];
const CITY_OPTIONS = [{ value: '', label: MSG_SEARCH.allCities }, ...CITIES];

/** Find a Nurse's sidebar (spec 01 §2): Care Category, City and 'Apply Filters'. */
export function NurseFilters({
  draft,
  onDraftChange,
  onApply,
  changed = false,
}: {
  draft: NurseFilterValues;
  onDraftChange: (draft: NurseFilterValues) => void;
  onApply: () => void;
  /** The sidebar differs from the results shown: say so beside Apply. */
  changed?: boolean;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label={MSG_SEARCH.careCategory}
        name="specialty"
        value={draft.specialty}
        onChange={(event) => onDraftChange({ ...draft, specialty: event.target.value })}
        options={CATEGORY_OPTIONS}
      />
      <SelectField
        label={MSG_SEARCH.city}
        name="city"
        value={draft.city}
        onChange={(event) => onDraftChange({ ...draft, city: event.target.value })}
        options={CITY_OPTIONS}
      />
      <ApplyFilters changed={changed} className="w-full" />
    </form>
  );
}
