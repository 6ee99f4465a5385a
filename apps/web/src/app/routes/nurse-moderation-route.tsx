import { useReportedItems } from '../../features/forum/api/reported-items';
import { ReportedForumItems } from '../../features/forum/components/reported-forum-items';
import { ModerationPage } from '../../features/support/pages/moderation-page';

/**
 * /nurse/moderation: the support community's moderation dashboard, whose Content Moderation also lists the
 * forum's reported questions and answers (one queue for moderators, two areas).
 */
export function NurseModerationRoute() {
  const forum = useReportedItems();
  return (
    <ModerationPage
      extraSections={[{ key: 'forum', count: forum.data?.length ?? 0, content: <ReportedForumItems /> }]}
    />
  );
}
