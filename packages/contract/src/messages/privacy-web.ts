// Web-only texts of the privacy area (issue #25): the "Your data" page in the profile (/profile/privacy) and
// the consent lines where processing starts. The notice at /privacy is in messages/privacy-notice.ts, the
// erasure banner's few words in messages/shell.ts (it is on every signed-in page), the server's texts (errors,
// purposes) in messages/privacy.ts. Not spec texts: the spec only names /privacy.

/** The "Your data" page and the consent lines. Placeholders are filled with `fill()`. */
export const MSG_PRIVACY_WEB = {
  pageTitle: 'Your data',
  pageIntro:
    'Download a copy of everything Arogya holds about you, choose what you consent to, or delete your account. Read the Privacy Notice for what we keep and why.',
  readNotice: 'Read the Privacy Notice',
  profileLinkHint: 'Download your data, manage your consents or delete your account.',

  // Download your data
  exportTitle: 'Download your data',
  exportIntro:
    'One ZIP file with everything we hold about you: your profile, appointments and the notes written about them, prescriptions and dose logs, records and lab reports (as files), payments, care fund ledger, care circle, forum and support posts, notifications and your consent history. Each area is a JSON file, with an index you can read.',
  exportRules:
    'You can ask for one export a day. We prepare it in the background and send you a notification when it is ready; the download link then works for 7 days.',
  exportRequest: 'Request my data',
  exportRequesting: 'Requesting...',
  exportRequested: "We're preparing your data. You'll get a notification when it's ready.",
  exportFailedToRequest: 'Could not request your data. Please try again.',
  exportsHeading: 'Your exports',

  exportsLoadFailed: 'Could not load your exports.',
  exportRequestedAt: 'Requested {date}',
  exportReadyAt: 'Ready {date}',
  exportExpiresAt: 'Download until {date}',
  exportExpiredAt: 'Expired {date}',

  exportPendingHint: 'Preparing... this page updates when it is ready.',
  exportFailedHint: 'Something went wrong while preparing this export. Please request a new one.',
  exportExpiredHint: 'This export was deleted after 7 days. Request a new one if you need it.',

  downloading: 'Downloading...',
  downloadFailed: 'Could not download your export.',
  downloadLabel: 'Download the export requested {date}',
  exportFileName: 'arogya-my-data-{date}.zip',

  // Your consents
  consentsTitle: 'Your consents',
  consentsIntro:
    'What you have agreed Arogya may do with your data, when and under which version of the notice. Withdrawing stops that processing from now on; it does not undo what was done before.',
  consentsLoadFailed: 'Could not load your consents.',
  consentsEmpty: 'No consents recorded yet.',
  consentGranted: 'Given',
  consentWithdrawn: 'Withdrawn',
  consentNever: 'Not given',
  consentGrantedOn: 'Given on {date} (notice version {version})',
  consentWithdrawnOn: 'Withdrawn on {date} (notice version {version})',
  consentRequired: 'Needed for your account: to stop it, delete your account below.',

  consentHistoryGiven: 'Given on {date}, notice version {version}',
  consentHistoryTakenBack: 'Withdrawn on {date}, notice version {version}',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  withdrawTitle: 'Withdraw consent: {purpose}?',
  withdrawConfirm: 'Withdraw consent',
  withdrawn: 'Consent withdrawn: {purpose}.',
  withdrawFailed: 'Could not withdraw your consent.',
  grant: 'Give consent',
  grantAgain: 'Give consent again',
  granting: 'Saving...',
  granted: 'Consent given: {purpose}.',
  grantFailed: 'Could not record your consent.',
  grantUnderVersion: 'You agree under notice version {version}.',

  // Delete your account
  eraseTitle: 'Delete your account',
  eraseIntro:
    'We delete your account 7 days after you ask, so you can change your mind: until then you can cancel and everything stays as it is. Future bookings are cancelled and refunded first, and your care circle links end.',
  eraseKept:
    'What we must keep: payment and care fund ledger rows (the law requires them), with your name replaced by an anonymous id; and a doctor\'s own record of a visit that took place, kept without your name for as long as the professional must keep it. Your forum and support-group posts and your reviews stay, shown as from "Deleted user". Everything else is erased, including your files.',
  erasePassword: 'Your password',
  eraseCode: '2FA code',
  eraseCodeHint: 'Two-factor authentication is on: enter the 6-digit code from your authenticator app.',
  eraseCheck: 'I understand that my account and data will be deleted after 7 days.',
  eraseCheckRequired: 'Please confirm that you understand what will be deleted.',
  erasePasswordRequired: 'Please enter your password.',
  eraseCodeRequired: 'Please enter the 6-digit code from your authenticator app.',
  eraseSubmit: 'Delete my account',
  eraseSubmitting: 'Scheduling...',
  eraseScheduledToast: 'Your account will be deleted on {date}. You can cancel until then.',
  eraseFailed: 'Could not schedule the deletion of your account.',
  eraseLoadFailed: 'Could not check whether a deletion is scheduled.',
  obligationsTitle: 'Some things must finish first',
  obligationsIntro:
    'People are relying on you. Finish or hand over these before you delete your account, then try again:',

  scheduledTitle: 'Your account will be deleted on {date}',
  scheduledBody:
    'You asked on {requested}. Until then you can cancel and everything stays as it is. After that date it cannot be undone.',
  cancelDeletion: 'Cancel deletion',
  cancellingDeletion: 'Cancelling...',
  deletionCancelled: 'Deletion cancelled. Your account stays as it is.',
  cancelDeletionFailed: 'Could not cancel the deletion.',

  // Consent where processing starts
  registerConsent: 'I have read the {notice} and agree that Arogya processes my data to run my account.',
  registerConsentLink: 'Privacy Notice',
  registerConsentRequired: 'Please confirm that you have read the Privacy Notice.',
  recordShareLine:
    'Sharing lets this professional open the record and its file until you stop sharing, to care for you. Nothing else of yours is shared.',
  careCircleInviteLine:
    'The people you invite see only what you choose to share (upcoming appointments, adherence) and can join your calls. You can remove them at any time.',
  careCircleJoinLine:
    'Joining lets the patient see your name and e-mail, and you see what they choose to share, until either of you ends it.',
  noticeLink: 'Privacy Notice',
} as const;

/** What withdrawing each consent does, said exactly, for the confirm dialog (labels are in MSG_PRIVACY). */
export const PRIVACY_WITHDRAW_EFFECTS = {
  account: 'To stop this processing, delete your account.',
  record_sharing:
    'Every record you have shared is unshared at once: your shared records will no longer be visible to the doctors and nurses you shared them with. You can share again later.',
  care_circle:
    'Your care circle links end at once: the members of your circle and the patients whose circles you are in will no longer see anything through them, and pending invitations are cancelled.',
  ai_summaries:
    'No new summaries are made from your visit notes. Summaries already made stay in your records.',
} as const;
