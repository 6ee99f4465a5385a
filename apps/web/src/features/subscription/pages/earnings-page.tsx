import { PRO_ELIGIBLE_ROLES } from '@arogya/contract/constants/subscription';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { Navigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { roleHome, useAuthSession } from '../../../lib/auth-session';
import { AnalyticsPanel, EarningsPanel, UpgradeBanner } from '../components/pro-dashboard-panels';

/** /earnings (ours): the professional's earnings of the last 12 months and their profile analytics. */
export function EarningsPage() {
  const { user } = useAuthSession();
  if (user === null) return null;
  if (!(PRO_ELIGIBLE_ROLES as readonly string[]).includes(user.role))
    return <Navigate to={roleHome(user)} replace />;
  return (
    <Container className="space-y-6 py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_SUBSCRIPTION.earningsTitle}
      </h1>
      <UpgradeBanner />
      <EarningsPanel />
      <AnalyticsPanel />
    </Container>
  );
}
