import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { ForumAuthor } from '@arogya/contract/schemas/forum';
import { BadgeCheck } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';

const ROLE_LABELS: Record<string, string> = {
  doctor: 'Doctor',
  nurse: 'Nurse',
  patient: 'Patient',
  technician: 'Technician',
  ambulance: 'Ambulance Driver',
  admin: 'Admin',
};

/** The author with role, specialty and (for answers) years of experience. */
export function AuthorLine({
  author,
  timeAgo,
  showExperience = false,
}: {
  author: ForumAuthor;
  timeAgo: string;
  showExperience?: boolean;
}) {
  const details = [
    ROLE_LABELS[author.role] ?? author.role,
    author.specialty,
    showExperience && author.experience !== null
      ? fill(MSG_FORUM.experienceYears, { years: author.experience })
      : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={author.name} pictureUrl={author.profilePictureUrl} className="size-10 text-sm" />
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
          <span className="truncate">{author.name}</span>
          {author.isVerified && (
            <BadgeCheck
              role="img"
              aria-label={MSG_FORUM.verifiedProfessional}
              className="size-4 shrink-0 text-emerald-700 dark:text-emerald-300"
            />
          )}
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          {details.join(' · ')} <span aria-hidden="true">·</span> {timeAgo}
        </p>
      </div>
    </div>
  );
}
