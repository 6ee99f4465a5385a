import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { Answer, Question } from '@arogya/contract/schemas/forum';
import { ArrowLeft, CheckCircle2, Eye, Lock, LockOpen, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { VerifiedBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAcceptAnswer } from '../api/accept-answer';
import { useChangeQuestionStatus } from '../api/change-question-status';
import { useQuestion } from '../api/get-question';
import { useVoteAnswer } from '../api/vote-answer';
import { useVoteQuestion } from '../api/vote-question';
import { AnswerForm } from '../components/answer-form';
import { AuthorLine } from '../components/author-line';
import { CategoryBadge, PostBody, QuestionStatusBadge, TagList } from '../components/forum-badges';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { ReportButton } from '../components/report-button';
import { VoteButtons } from '../components/vote-buttons';

function BackLink() {
  return (
    <Link
      to="/forum"
      className="inline-flex items-center gap-2 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-200"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {MSG_FORUM.backToForum}
    </Link>
  );
}

/** The question page (spec 02 §2): the question, its answers, voting, accepting and the answer form. */
export function QuestionPage() {
  const { questionId = '' } = useParams();
  const question = useQuestion(questionId);
  const notFound =
    isApiError(question.error) && (question.error.status === 404 || question.error.status === 400);

  useEffect(() => {
    if (question.isError && !notFound) toast.error(MSG_FORUM.loadQuestionFailed);
  }, [question.isError, notFound]);

  if (notFound) return <Navigate to="/forum" replace />;
  if (question.isPending) return <LoadingState />;
  if (question.isError || !question.data) {
    return (
      <Container className="max-w-3xl space-y-6 py-12">
        <BackLink />
        <ErrorState
          message={MSG_FORUM.loadQuestionFailed}
          onRetry={() => question.refetch()}
          retrying={question.isFetching}
        />
      </Container>
    );
  }
  const { question: q, answers, stats } = question.data;
  return (
    <Container className="max-w-4xl space-y-8 py-8 sm:py-12">
      <BackLink />
      <QuestionBlock question={q} />
      <section aria-labelledby="answers-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="answers-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {fill(MSG_FORUM.answersHeading, { count: stats.totalAnswers })}
          </h2>
          {stats.verifiedAnswers > 0 && (
            <p className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
              {fill(MSG_FORUM.verifiedCount, { count: stats.verifiedAnswers })}
            </p>
          )}
        </div>
        {answers.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {MSG_FORUM.noAnswers}
          </p>
        ) : (
          <ul className="space-y-4">
            {answers.map((a) => (
              <li key={a._id}>
                <AnswerBlock answer={a} questionId={q._id} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AnswerArea question={q} />
    </Container>
  );
}

function QuestionBlock({ question: q }: { question: Question }) {
  const { user } = useAuthSession();
  const vote = useVoteQuestion(q._id);
  const status = useChangeQuestionStatus();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex gap-4">
        <VoteButtons
          label={MSG_FORUM.votes}
          score={q.score}
          userVote={q.userVote}
          own={q.canEdit}
          pending={vote.isPending}
          onVote={(t) => vote.mutateAsync(t)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={q.category} />
            <QuestionStatusBadge status={q.status} />
          </div>
          <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">
            {q.title}
          </h1>
          <PostBody text={q.body} className="mt-4" />
          <div className="mt-4">
            <TagList tags={q.tags} />
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
            <AuthorLine author={q.author} timeAgo={q.timeAgo} />
            <div className="flex flex-wrap items-center gap-4 text-sm text-slate-600 dark:text-slate-300">
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden="true" className="size-4" />
                {q.views === 1 ? MSG_FORUM.oneView : fill(MSG_FORUM.views, { count: q.views })}
              </span>
              <span className="inline-flex items-center gap-1">
                <MessageSquare aria-hidden="true" className="size-4" />
                {q.answerCount === 1
                  ? MSG_FORUM.oneAnswer
                  : fill(MSG_FORUM.answersCount, { count: q.answerCount })}
              </span>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {q.canChangeStatus && (
              <Button
                variant="outline"
                size="sm"
                disabled={status.isPending}
                onClick={() =>
                  status.mutate({ id: q._id, status: q.status === 'closed' ? 'open' : 'closed' })
                }
              >
                {q.status === 'closed' ? (
                  <LockOpen aria-hidden="true" className="size-4" />
                ) : (
                  <Lock aria-hidden="true" className="size-4" />
                )}
                {q.status === 'closed' ? MSG_FORUM.reopenQuestion : MSG_FORUM.closeQuestion}
              </Button>
            )}
            {user && !q.canEdit && <ReportButton kind="questions" id={q._id} />}
          </div>
        </div>
      </div>
    </Card>
  );
}

function AnswerBlock({ answer: a, questionId }: { answer: Answer; questionId: string }) {
  const { user } = useAuthSession();
  const vote = useVoteAnswer(questionId);
  const accept = useAcceptAnswer();
  async function onAccept() {
    try {
      await accept.mutateAsync(a._id);
      toast.success(MSG_FORUM.answerAccepted);
    } catch (error) {
      toast.error(isApiError(error) && error.status !== 0 ? error.message : MSG_FORUM.acceptFailed);
    }
  }
  return (
    <Card
      data-testid="answer"
      className={cn(
        'p-5 sm:p-6',
        a.isAccepted &&
          'border-emerald-500 ring-1 ring-emerald-500 dark:border-emerald-400 dark:ring-emerald-400',
        !a.isAccepted && a.isVerifiedResponse && 'border-teal-300 dark:border-teal-800',
      )}
    >
      <div className="flex gap-4">
        <VoteButtons
          label={MSG_FORUM.votes}
          score={a.score}
          userVote={a.userVote}
          own={a.canEdit}
          pending={vote.isPending}
          onVote={(voteType) => vote.mutateAsync({ id: a._id, voteType })}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <AuthorLine author={a.author} timeAgo={a.timeAgo} showExperience />
            <div className="flex flex-wrap gap-2">
              {a.isVerifiedResponse && <VerifiedBadge />}
              {a.isAccepted && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-slate-950">
                  <CheckCircle2 aria-hidden="true" className="size-3.5" />
                  {MSG_FORUM.acceptedAnswer}
                </span>
              )}
            </div>
          </div>
          <PostBody text={a.body} className="mt-4" />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {a.canAccept && !a.isAccepted && (
              <Button size="sm" variant="secondary" disabled={accept.isPending} onClick={onAccept}>
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {MSG_FORUM.accept}
              </Button>
            )}
            {user && !a.canEdit && <ReportButton kind="answers" id={a._id} />}
          </div>
        </div>
      </div>
    </Card>
  );
}

function AnswerArea({ question }: { question: Question }) {
  const { user } = useAuthSession();
  if (!user) {
    return (
      <LoginRequiredPanel
        title={MSG_FORUM.joinConversation}
        loginLabel={MSG_FORUM.logIn}
        signUpLabel={MSG_FORUM.signUp}
      />
    );
  }
  if (question.status === 'closed') {
    return (
      <p className="rounded-2xl bg-slate-100 px-6 py-4 text-center text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        {MSG_FORUM.questionClosed}
      </p>
    );
  }
  return <AnswerForm questionId={question._id} />;
}
