import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { Award, Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useQuests } from '../api/get-quests';
import { QuestCard } from '../components/quest-card';

/** Health Quests (/health-quests, patients only): points and badges, the accepted quests, then the rest. */
export function HealthQuestsPage() {
  const quests = useQuests();

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{MSG_QUESTS.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{MSG_QUESTS.intro}</p>

      {quests.isPending ? (
        <LoadingState className="mt-10" />
      ) : quests.isError ? (
        <ErrorState
          className="mt-10"
          message={MSG_QUESTS.loadFailed}
          onRetry={() => void quests.refetch()}
          retrying={quests.isFetching}
        />
      ) : (
        <>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <Card className="flex items-center gap-4 p-5">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                <Trophy aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_QUESTS.totalPoints}</p>
                <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="quest-points">
                  {quests.data.totalPoints}
                </p>
              </div>
            </Card>
            <Card className="p-5">
              <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_QUESTS.badges}</p>
              {quests.data.badges.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{MSG_QUESTS.noBadges}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {quests.data.badges.map((b) => (
                    <li
                      key={b.questId}
                      className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900 dark:bg-green-950 dark:text-green-100"
                    >
                      <Award aria-hidden="true" className="size-4" />
                      {b.badge}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>

          {quests.data.quests.length === 0 ? (
            <p className="mt-10 text-slate-700 dark:text-slate-300">{MSG_QUESTS.empty}</p>
          ) : (
            <>
              {quests.data.quests.some((q) => q.enrolment) && (
                <section aria-labelledby="my-quests" className="mt-10">
                  <h2 id="my-quests" className="text-xl font-semibold text-slate-900 dark:text-white">
                    {MSG_QUESTS.myQuests}
                  </h2>
                  <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {quests.data.quests
                      .filter((q) => q.enrolment)
                      .map((q) => (
                        <QuestCard key={q._id} quest={q} />
                      ))}
                  </div>
                </section>
              )}
              <section aria-labelledby="all-quests" className="mt-10">
                <h2 id="all-quests" className="text-xl font-semibold text-slate-900 dark:text-white">
                  {MSG_QUESTS.catalogue}
                </h2>
                <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {quests.data.quests
                    .filter((q) => !q.enrolment)
                    .map((q) => (
                      <QuestCard key={q._id} quest={q} />
                    ))}
                </div>
              </section>
            </>
          )}
        </>
      )}
    </Container>
  );
}
