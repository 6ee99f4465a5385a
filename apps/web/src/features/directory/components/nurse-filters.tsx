import { CITIES, NURSE_SEARCH_CATEGORIES } from '@arogya/contract/constants/directory';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';

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
}: {
  draft: NurseFilterValues;
  onDraftChange: (draft: NurseFilterValues) => void;
  onApply: () => void;
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
      <Button type="submit" className="w-full">
        <Search aria-hidden="true" className="size-4" />
        {MSG_SEARCH.applyFilters}
      </Button>
    </form>
  );
}
