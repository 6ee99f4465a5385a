import { MSG_SCHEMA_CHECKS } from './schema-checks';

// Messages of the `privacy` area ("Your data": export, erasure, consent, the privacy notice). The spec shows
// only the /privacy link; everything here is ours (see ../messages.ts).
export const MSG_PRIVACY = {
  // Not in the spec — ours
  pageTitle: 'Your data',
  // Export
  exportHeading: 'Download your data',
  exportIntro:
    'Get a copy of everything Arogya holds about you: one ZIP with a file per area and a readable index.',
  exportRequest: 'Request export',
  exportStarted: 'We are preparing your data. We will notify you when it is ready to download.',
  exportTooSoon: 'You can ask for one export a day. You can ask again after {time}.',
  exportNotFound: 'Export not found.',
  exportExpired: 'This download has expired. Please ask for a new export.',
  exportNotReady: 'Your export is still being prepared. Please try again in a few minutes.',
  exportFailed: 'We could not prepare your export. Please ask again.',
  exportReadyNotice: 'Your data export is ready. Download it from the Privacy page within {days} days.',
  exportDownload: 'Download',
  exportStatusPending: 'Preparing',
  exportStatusReady: 'Ready',
  exportStatusFailed: 'Failed',
  exportStatusExpired: 'Expired',
  noExports: 'You have not asked for an export yet.',
  // Erasure
  eraseHeading: 'Erase your account',
  eraseIntro:
    'Erasure removes your personal data and files {days} days after you ask. Until then you can sign in and cancel it.',
  eraseKept:
    "We keep what the law or money requires: payment and care-fund rows under an anonymous id, and a doctor's own record of a completed visit.",
  erasePassword: 'Password',
  eraseCode: 'Authenticator or recovery code',
  eraseConfirm: 'Schedule erasure',
  erasePasswordRequired: 'Please enter your password to confirm.',
  erasePasswordWrong: 'The password is not correct.',
  eraseCodeRequired: 'Please enter the code from your authenticator app, or a recovery code.',
  eraseCodeWrong: 'That code is not valid. Please try again.',
  eraseScheduled: 'Your account will be erased on {date}. You can cancel this until then.',
  eraseAlreadyScheduled: 'Your account is already scheduled for erasure on {date}.',
  eraseNothingScheduled: 'No erasure is scheduled.',
  eraseCancel: 'Cancel erasure',
  eraseCancelled: 'Erasure cancelled. Your account stays as it is.',
  eraseCompleted: 'This account has been erased.',
  eraseBanner: 'Your account is scheduled for erasure on {date}.',
  openObligations: 'Please finish your open work before erasing your account.',
  obligationSecondOpinions:
    'You have {count} accepted or in-review second opinion case(s). Submit your report first.',
  obligationVisits: 'You have {count} confirmed upcoming visit(s). Complete or cancel them first.',
  obligationLabCollections:
    'You have {count} upcoming sample collection(s). Complete them or hand them back first.',
  obligationAmbulanceTrips: 'You have an active ambulance trip. Complete it first.',
  obligationPaidSecondOpinions:
    'You have {count} paid second opinion request(s) still open. Wait for the report, or cancel a request no specialist has taken for a full refund, first.',
  obligationAmbulanceRequests: 'Your ambulance request is still active. Wait until it is completed first.',
  erasureEmailSubject: 'Your Arogya account will be erased on {date}',
  erasureEmailText:
    'Hello {name},\n\nYou asked us to erase your Arogya account. It will be erased on {date}.\n\nIf this was not you, or you changed your mind, sign in and cancel it from the Privacy page: {link}\n\nArogya',
  // Consent
  consentHeading: 'Consents',
  consentIntro: 'What you allowed Arogya to do with your data, and when. You can withdraw any of them.',
  consentPurposeInvalid: 'Please choose one of the listed consent purposes.',
  noticeVersionRequired: 'Please tell us which version of the privacy notice you accepted.',
  noticeOutdated:
    'The privacy notice has changed. Please read the current version (dated {version}) and accept it again.',
  accountConsentRequired: MSG_SCHEMA_CHECKS.accountConsentRequired,
  accountConsentNotWithdrawable:
    'Consent for your account cannot be withdrawn while you keep it. To stop all processing, erase your account instead.',
  consentGranted: 'Consent recorded.',
  consentWithdrawn: 'Consent withdrawn.',
  consentGrant: 'Allow',
  consentWithdraw: 'Withdraw',
  consentActive: 'Allowed',
  consentInactive: 'Not allowed',
  consentHistory: 'History',
  consentHistoryGranted: 'Allowed on {date} (notice of {version})',
  consentHistoryWithdrawn: 'Withdrawn on {date} (notice of {version})',
  purposeAccount: 'Your account',
  purposeAccountText:
    'Your name, e-mail, phone and profile, to run your account, your bookings and payments. Needed while you have an account.',
  purposeRecordSharing: 'Sharing records with professionals',
  purposeRecordSharingText:
    'The health records and reports you share are shown to the professional you choose. Withdrawing revokes every share.',
  purposeCareCircle: 'Care circle',
  purposeCareCircleText:
    'Family and carers you invite see what you choose to share. Withdrawing ends your care-circle links, as owner and as member.',
  purposeAiSummaries: 'AI summaries of visit notes',
  purposeAiSummariesText:
    'Your visit notes are summarised automatically for you and your doctors. Withdrawing stops new summaries.',
  consentNoticeAt: 'By continuing you agree that we process this as described in the privacy notice.',
  registerConsentLabel: 'I have read the privacy notice and agree to how my data is processed.',
  // Notice
  noticeHeading: 'Privacy notice',
  noticeVersion: 'Version of {version}',
  noticeWhatHeading: 'What we collect',
  noticeWhat:
    'Your name, e-mail, phone and city; for professionals, licence and identity details; your appointments, symptoms, visit notes, prescriptions and dose logs, health records and lab reports; payments and care-fund entries; what you post in the forum and support groups; and notifications we send you.',
  noticeWhyHeading: 'Why',
  noticeWhy:
    'To book and deliver care at home, to let the professionals you book see what they need, to take payments and refunds, to keep the community safe, and to meet our legal duties. We do not sell your data.',
  noticeWhoHeading: 'Who receives it',
  noticeWho:
    'The professional of each booking (for that booking), people you share records with or invite to your care circle, and our payment processor (Razorpay) for payments. Nobody else, unless the law requires it.',
  noticeRetentionHeading: 'How long we keep it',
  retentionArea: 'Data',
  retentionPeriod: 'Kept for',
  retentionWhy: 'Why',
  retentionAccount: 'Account and profile',
  retentionAccountPeriod: 'Until you erase your account (7 days after you ask)',
  retentionAccountWhy: 'To run your account',
  retentionHealth: 'Health records, reports, prescriptions, notes about you',
  retentionHealthPeriod: 'Until you erase your account or delete them',
  retentionHealthWhy: 'To give you and your care team your history',
  retentionClinicalRecord: "A doctor's record of a completed visit",
  retentionClinicalRecordPeriod: 'As long as the doctor must keep it, without your name',
  retentionClinicalRecordWhy: "The professional's legal duty to keep clinical records",
  retentionPayments: 'Payments and care-fund entries',
  retentionPaymentsPeriod: '8 years, under an anonymous id after erasure',
  retentionPaymentsWhy: 'Tax and accounting law',
  retentionCommunity: 'Forum and support posts',
  retentionCommunityPeriod: 'Until erasure; then shown as Deleted user, without your name',
  retentionCommunityWhy: 'So that answers others wrote still make sense',
  retentionNotifications: 'Notifications',
  retentionNotificationsPeriod: 'Until you erase your account',
  retentionNotificationsWhy: 'To tell you what happened',
  retentionExports: 'Your data exports',
  retentionExportsPeriod: '7 days',
  retentionExportsWhy: 'So you can download them',
  retentionAudit: 'Security log of account actions',
  retentionAuditPeriod: '1 year, without content',
  retentionAuditWhy: 'To detect misuse and answer complaints',
  noticeRightsHeading: 'Your rights',
  noticeRights:
    'From the Privacy page in your profile you can download your data, correct your profile, withdraw consents and erase your account.',
  noticeGrievanceHeading: 'Complaints',
  noticeGrievance:
    'Write to our Grievance Officer at {email}; we answer within {days} days. If you are not satisfied, you can complain to the Data Protection Board of India.',
  aiSummariesWithdrawn: 'This patient has withdrawn consent to AI summaries of their visit notes.',
  cancelledPatientLeft:
    'The {bookingType} on {date} at {time} was cancelled: the patient closed their Arogya account.',
  cancelReasonAccountErased: 'Cancelled because the account was erased.',
  labCancelledPatientLeft:
    'The sample collection on {date} ({time}) was cancelled: the patient closed their Arogya account.',
  // Audit log
  auditExportRequested: 'Export requested',
  auditExportDownloaded: 'Export downloaded',
  auditErasureRequested: 'Erasure requested',
  auditErasureCancelled: 'Erasure cancelled',
  auditErasureCompleted: 'Erasure completed',
} as const;
