import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCareCircle } from '../../../features/care-circle/api/get-care-circle';
import { CirclesImIn, type MembershipActions } from '../../../features/care-circle/components/circles-im-in';
import { Invitations } from '../../../features/care-circle/components/invitations';
import { InviteForm } from '../../../features/care-circle/components/invite-form';
import { MemberList } from '../../../features/care-circle/components/member-list';
import { ActiveCallBanner } from '../../../features/video/components/active-call-banner';
import { CallHistory } from '../../../features/video/components/call-history';
import { FamilyBridgeButton } from '../../../features/video/components/family-bridge-button';
import { useAuthSession } from '../../../lib/auth-session';

/** A doctor or nurse in someone's circle can open a family bridge from it. */
const professionalActions: MembershipActions = (membership) =>
  membership.role === 'Family' ? null : <FamilyBridgeButton patientId={membership.patient._id} />;

function MyCircle() {
  const circle = useCareCircle();
  if (circle.isPending) return <LoadingState className="py-10" />;
  if (circle.isError) {
    return (
      <ErrorState
        message={MSG_CARE_CIRCLE.loadFailed}
        onRetry={() => void circle.refetch()}
        retrying={circle.isFetching}
      />
    );
  }
  return (
    <Card className="space-y-8 p-4 sm:p-6">
      <InviteForm />
      <MemberList members={circle.data.members} />
    </Card>
  );
}

/**
 * /care-circle (spec 01 §2): 'My Proactive Care Circle' — the active-call banner, invitations addressed to
 * you, the patient's invite form and members, the circles you are in, and the call history (5). The call
 * overlay itself is the shell's (it opens over any page). Public in the spec's route table: a visitor is
 * asked to log in or register (an invitation link lands here).
 */
export function CareCirclePage() {
  const { user, loading } = useAuthSession();
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const here = `/care-circle${invitation ? `?invitation=${encodeURIComponent(invitation)}` : ''}`;

  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {MSG_CARE_CIRCLE.header}
      </h1>
      {loading ? (
        <LoadingState className="py-10" />
      ) : !user ? (
        <Card className="space-y-4">
          <p className="text-slate-800 dark:text-slate-200">
            {invitation ? MSG_CARE_CIRCLE.signInToAccept : MSG_CARE_CIRCLE.loginToView}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`/login?redirect=${encodeURIComponent(here)}`}>{MSG_SHELL.login}</ButtonLink>
            <ButtonLink variant="outline" to={`/register?redirect=${encodeURIComponent(here)}`}>
              {MSG_SHELL.register}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <>
          <ActiveCallBanner viewerId={user._id} />
          <Invitations highlight={invitation} />
          {user.role === 'patient' && <MyCircle />}
          <Card className="p-4 sm:p-6">
            <CirclesImIn
              {...(user.role === 'doctor' || user.role === 'nurse' ? { actions: professionalActions } : {})}
            />
          </Card>
          <Card className="p-4 sm:p-6">
            <CallHistory viewerId={user._id} />
          </Card>
        </>
      )}
    </Container>
  );
}
