import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { BadgeCheck, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';
import { addSkill, removeSkill } from '../lib/professional-fields';

/**
 * Verified skills as removable chips (spec 02 §2, §5): type a skill and press Enter or Add; blank input
 * is ignored and a skill already listed is not added twice.
 */
export function SkillsField({
  skills,
  onChange,
  disabled = false,
}: {
  skills: readonly string[];
  onChange: (skills: string[]) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const result = addSkill(skills, draft);
    if (result.added) {
      onChange(result.skills);
      setDraft('');
      setError(null);
    } else {
      setError(result.reason === 'duplicate' ? MSG_PROFILE.skillExists : null);
      if (result.reason === 'blank') setDraft('');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the skill; it never submits the whole form.
    event.preventDefault();
    add();
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {MSG_PROFILE.verifiedSkills}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={60}
          placeholder={MSG_PROFILE.skillPlaceholder}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          className={controlClasses}
        />
        <Button variant="outline" onClick={add} disabled={disabled} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          {MSG_PROFILE.addSkill}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {MSG_PROFILE.skillsHint}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {skills.length === 0 ? (
        <p className="pt-1 text-sm text-slate-600 italic dark:text-slate-400">{MSG_PROFILE.noSkills}</p>
      ) : (
        <ul aria-label={MSG_PROFILE.verifiedSkills} className="flex flex-wrap gap-2 pt-1">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 py-1 pr-1 pl-3 text-sm font-medium text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
            >
              <BadgeCheck aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-300" />
              {skill}
              <button
                type="button"
                onClick={() => onChange(removeSkill(skills, skill))}
                disabled={disabled}
                aria-label={fill(MSG_PROFILE.removeSkill, { skill })}
                className="grid size-6 place-items-center rounded-full text-teal-800 hover:bg-teal-100 dark:text-teal-200 dark:hover:bg-teal-900"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
