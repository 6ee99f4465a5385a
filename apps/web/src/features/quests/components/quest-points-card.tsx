import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { Trophy } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useQuests } from '../api/get-quests';

/** The patient dashboard's Health Quest points, linking to /health-quests. */
export function QuestPointsCard() {
  const quests = useQuests();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <Trophy aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_QUESTS.dashboardPoints}</p>
          <p className="text-2xl font-bold text-slate-900 dark:text-white">
            {quests.data?.totalPoints ?? '–'}
          </p>
        </div>
      </div>
      <ButtonLink to="/health-quests" variant="outline">
        {MSG_QUESTS.dashboardLink}
      </ButtonLink>
    </Card>
  );
}
