import { AdminDashboardPage } from '../../features/admin/pages/admin-dashboard-page';
import { ReportedForumItems } from '../../features/forum/components/reported-forum-items';
import { ReportedReviews } from '../../features/reviews/components/reported-reviews';

/** /admin: the admin dashboard, with the sections other areas add (reported reviews and forum posts). */
export function AdminDashboardRoute() {
  return (
    <AdminDashboardPage
      sections={
        <>
          <ReportedReviews />
          <ReportedForumItems />
        </>
      }
    />
  );
}
