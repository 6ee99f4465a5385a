import { FORUM_LIMITS, normalizeForumTags } from '@arogya/contract/constants/forum';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';

/**
 * The ask form's tags (spec 02 §5): added with Enter or the plus button, trimmed, lower-cased, no
 * duplicates, at most 5 of up to 30 characters; each removable.
 */
export function TagEditor({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const tag = draft.trim().toLowerCase();
    if (!tag) return;
    if (tag.length > FORUM_LIMITS.tagMaxLength) {
      setProblem(MSG_FORUM.tagTooLong);
      return;
    }
    const next = normalizeForumTags([...value, tag]);
    if (next.length > FORUM_LIMITS.tagsMax) {
      setProblem(MSG_FORUM.tooManyTags);
      return;
    }
    onChange(next);
    setDraft('');
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const shown = problem ?? error;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {MSG_FORUM.tagsLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={MSG_FORUM.tagsPlaceholder}
          maxLength={60}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className={controlClasses}
          disabled={value.length >= FORUM_LIMITS.tagsMax}
        />
        <Button
          variant="outline"
          onClick={add}
          aria-label={MSG_FORUM.addTag}
          disabled={value.length >= FORUM_LIMITS.tagsMax}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {shown}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 dark:bg-teal-950 dark:text-teal-100"
            >
              <span className="truncate">#{tag}</span>
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-teal-100 dark:hover:bg-teal-900"
                aria-label={fill(MSG_FORUM.removeTag, { tag })}
                onClick={() => onChange(value.filter((t) => t !== tag))}
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
