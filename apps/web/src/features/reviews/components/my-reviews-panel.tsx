import type { ReviewKind } from '@arogya/contract/constants/reviews';
import { useAuthSession } from '../../../lib/auth-session';
import { ProviderReviews } from './provider-reviews';

/** What each reviewed role is rated for. */
const KIND_OF_ROLE: Partial<Record<string, ReviewKind>> = {
  doctor: 'visit',
  nurse: 'visit',
  technician: 'lab-collection',
  ambulance: 'ambulance-trip',
};

/**
 * On a doctor's, nurse's, lab technician's or ambulance driver's dashboard: their rating and the reviews of
 * their visits, collections or trips, each answerable once (anchor #reviews).
 */
export function MyReviewsPanel() {
  const { user } = useAuthSession();
  const kind = user ? KIND_OF_ROLE[user.role] : undefined;
  if (!user || !kind) return null;
  return <ProviderReviews id="reviews" providerId={user._id} providerName={user.name} kind={kind} canReply />;
}
