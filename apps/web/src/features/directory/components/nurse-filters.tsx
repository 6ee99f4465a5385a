import { CITIES, NURSE_SEARCH_CATEGORIES } from '@arogya/contract/constants/directory';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

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
      <p
        role="status"
        className={
          changed
            ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/50 dark:text-amber-100'
            : 'sr-only'
        }
      >
        {changed ? MSG_SEARCH.filtersChanged : ''}
      </p>
      <Button
        type="submit"
        className={cn('w-full', changed && 'ring-2 ring-amber-400 ring-offset-2 dark:ring-offset-slate-900')}
      >
        <Search aria-hidden="true" className="size-4" />
        {MSG_SEARCH.applyFilters}
      </Button>
    </form>
  );
}
