import { FORUM_CATEGORIES, type ForumCategory, type QuestionStatus } from '@arogya/contract/constants/forum';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { cn } from '../../../lib/cn';
import { CATEGORY_ICONS } from '../lib/category-icons';

const STATUS_TONES: Record<QuestionStatus, string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The question's status, upper-case (spec 02 §2). */
export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  return (
    <span
      data-testid="question-status"
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        STATUS_TONES[status],
      )}
    >
      {status}
    </span>
  );
}

export function CategoryIcon({ category, className }: { category: ForumCategory; className?: string }) {
  const Icon = CATEGORY_ICONS[category];
  return <Icon aria-hidden="true" className={cn('size-5 text-teal-700 dark:text-teal-300', className)} />;
}

export function CategoryBadge({ category }: { category: ForumCategory }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-950 dark:text-teal-100">
      <CategoryIcon category={category} className="size-3.5" />
      {FORUM_CATEGORIES[category]}
    </span>
  );
}

export function TagList({ tags, max }: { tags: readonly string[]; max?: number }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  const more = tags.length - shown.length;
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={MSG_FORUM.tagsLabel}>
      {shown.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          #{tag}
        </li>
      ))}
      {more > 0 && (
        <li className="px-1 py-0.5 text-xs text-slate-600 dark:text-slate-300">
          {fill(MSG_FORUM.moreTags, { count: more })}
        </li>
      )}
    </ul>
  );
}

/** A post's text: shown as text (never HTML), line by line. */
export function PostBody({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-2 break-words text-slate-800 dark:text-slate-200', className)}>
      {text.split('\n').map((line, i) =>
        line.trim() === '' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable text
          <div key={i} aria-hidden="true" className="h-2" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable text
          <p key={i}>{line}</p>
        ),
      )}
    </div>
  );
}
