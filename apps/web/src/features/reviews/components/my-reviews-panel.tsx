import { useAuthSession } from '../../../lib/auth-session';
import { ProviderReviews } from './provider-reviews';

/** On a doctor's or nurse's dashboard: the reviews of their visits, each answerable once (anchor #reviews). */
export function MyReviewsPanel() {
  const { user } = useAuthSession();
  if (!user || (user.role !== 'doctor' && user.role !== 'nurse')) return null;
  return <ProviderReviews id="reviews" providerId={user._id} providerName={user.name} canReply />;
}
