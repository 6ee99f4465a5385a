import { AdminDashboardPage } from '../../features/admin/pages/admin-dashboard-page';
import { ReportedForumItems } from '../../features/forum/components/reported-forum-items';
import { AdminQuestsSection } from '../../features/quests/components/admin-quests-section';
import { ReportedReviews } from '../../features/reviews/components/reported-reviews';

/** /admin: the admin dashboard, with the sections other areas add (reported reviews and forum posts, the quest catalogue). */
export function AdminDashboardRoute() {
  return (
    <AdminDashboardPage
      sections={
        <>
          <ReportedReviews />
          <ReportedForumItems />
          <AdminQuestsSection />
        </>
      }
    />
  );
}
