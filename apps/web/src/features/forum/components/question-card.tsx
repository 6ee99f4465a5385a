import { FORUM_LIMITS } from '@arogya/contract/constants/forum';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { Question } from '@arogya/contract/schemas/forum';
import { BadgeCheck, Eye, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { CategoryBadge, CategoryIcon, QuestionStatusBadge, TagList } from './forum-badges';

/** The body cut at the preview length (spec 02 §9: 150 characters). */
export function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= FORUM_LIMITS.previewChars ? flat : `${flat.slice(0, FORUM_LIMITS.previewChars)}...`;
}

/** A question in the list (spec 02 §2): the whole card links to its page. */
export function QuestionCard({ question }: { question: Question }) {
  const { author } = question;
  return (
    <article className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryIcon category={question.category} />
        <QuestionStatusBadge status={question.status} />
        {question.category !== 'general' && <CategoryBadge category={question.category} />}
      </div>
      <h2 className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
        <Link
          to={`/forum/question/${question._id}`}
          className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-teal-800 dark:hover:text-teal-200"
        >
          {question.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{preview(question.body)}</p>
      <div className="mt-3">
        <TagList tags={question.tags} max={FORUM_LIMITS.tagsOnCard} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar
            name={author.name}
            pictureUrl={author.profilePictureUrl}
            loading="lazy"
            className="size-8 text-xs"
          />
          <span className="truncate font-medium text-slate-800 dark:text-slate-100">{author.name}</span>
          {author.isVerified && (
            <BadgeCheck
              role="img"
              aria-label={MSG_FORUM.verifiedProfessional}
              className="size-4 shrink-0 text-emerald-700 dark:text-emerald-300"
            />
          )}
          <span aria-hidden="true">·</span>
          <span className="shrink-0">{question.timeAgo}</span>
        </div>
        <div className="flex items-center gap-4">
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-4" />
            {question.answerCount === 1
              ? MSG_FORUM.oneAnswer
              : fill(MSG_FORUM.answersCount, { count: question.answerCount })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {question.views === 1 ? MSG_FORUM.oneView : fill(MSG_FORUM.views, { count: question.views })}
          </span>
        </div>
      </div>
    </article>
  );
}
