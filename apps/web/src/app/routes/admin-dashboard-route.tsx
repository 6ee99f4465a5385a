import { Container } from '../../components/ui/container';
import { AdminDashboardPage } from '../../features/admin/pages/admin-dashboard-page';
import { ReportedForumItems } from '../../features/forum/components/reported-forum-items';

/** /admin: the admin dashboard, then the reported forum posts to moderate. */
export function AdminDashboardRoute() {
  return (
    <>
      <AdminDashboardPage />
      <Container className="-mt-4 pb-12">
        <ReportedForumItems />
      </Container>
    </>
  );
}
