// The privacy notice at /privacy (issue #25), web-only: kept apart from messages/privacy-web.ts so the pages
// and the banner of the signed-in app do not carry the notice's text. Not spec texts: the spec only names
// /privacy. The retention table itself is the server's (MSG_PRIVACY.retention*).

/**
 * The privacy notice at /privacy (issue #25 item 4): what is collected, why, for how long, who receives it,
 * how to export, correct, erase and complain. Section titles and paragraphs; `{placeholders}` become links.
 */
export const MSG_PRIVACY_NOTICE = {
  updatedLine: 'Last updated: {date}',
  versionLine: 'Notice version {version}',
  summary:
    'In short: we keep what we need to arrange your care and nothing more; your health data is seen only by the professionals you book and the people you invite; we never sell data or use it for advertising; and you can download, correct or delete your data at any time from {yourData}.',
  summaryLink: 'Your data',
  contents: 'Contents',

  whoTitle: 'Who we are',
  who1: 'Arogya is operated by {address} ("Arogya", "we", "us"). Arogya is a marketplace that connects patients with independent, verified doctors, nurses, lab technicians and ambulance drivers.',
  who2: "For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the Digital Personal Data Protection Rules, 2025. When a professional you book treats you, they also keep your clinical information under their profession's rules.",

  collectTitle: 'What we collect',
  collectAccountHeading: 'Account data',
  collectAccount:
    'Your name, e-mail address, password (stored only as a one-way argon2id hash), role, city and, for professionals and anyone who gives it, phone number. If you turn on two-factor authentication we keep its secret encrypted.',
  collectProHeading: 'Professional verification data',
  collectPro:
    'For doctors, nurses, lab technicians and ambulance drivers: specialty, experience, qualifications, council registration or licence number, vehicle registration number and government ID number. Used only to verify you and never shown to patients.',
  collectHealthHeading: 'Health data',
  collectHealth:
    "Symptoms and medicines you enter when booking, answers to the triage helper, appointments and the professional's notes, visit summaries, prescriptions and the doses you mark as taken, records and lab reports you upload (also for second opinions), and voice notes a professional adds to your appointment.",
  collectLocationHeading: 'Location',
  collectLocation:
    'Only when you choose to share it: your position for the location filter in search, the pickup address of an ambulance request, and the service area a professional draws.',
  collectPaymentsHeading: 'Payments',
  collectPayments:
    "Payment and order ids, amounts, dates and status, and your care fund ledger. Card, UPI and bank details are entered on our payment processor's (Razorpay's) checkout; we never see or store them.",
  collectCommunityHeading: 'Community and support',
  collectCommunity:
    'Questions and answers you post in the public forum (shown with your name), and support-group messages (shown with your anonymous display name).',
  collectConsentHeading: 'Your consents',
  collectConsent:
    'Which purposes you agreed to or withdrew, when, and under which version of this notice, so we can show that we asked.',
  collectTechHeading: 'Usage and technical data',
  collectTech:
    'Server logs (IP address, browser, the page or API called and the time) and search logs. We use no advertising cookies or third-party trackers.',

  whyTitle: 'Why we use it',
  why1: 'To provide the service you ask for: your account, finding professionals, booking and managing appointments, lab tests and ambulances, and letting the professional you booked see what they need to care for you.',
  why2: 'With your consent, for the processing you switch on: sharing records with a professional, your care circle and AI summaries of visit notes. You can withdraw each of these at any time.',
  why3: 'To keep patients safe: verifying professionals, detecting fraudulent registrations and securing accounts.',
  why4: 'To process payments and keep the records tax and company law require.',
  why5: 'To send service messages: booking confirmations, reminders, password resets and notifications. The newsletter only if you subscribe.',

  consentTitle: 'Your consents',
  consentIntro:
    'We ask for your consent when new processing starts: when you register, when you share a record with a professional, when you invite someone to or join a care circle, and before AI summaries of your notes. Each consent is recorded with its time and the version of this notice. You can see and withdraw them on {yourData}:',
  consentEnd:
    'Withdrawing is as easy as giving consent and takes effect at once; it does not undo what was done before.',

  retentionTitle: 'How long we keep it',
  retentionIntro:
    'We keep data only as long as its purpose needs, or as long as Indian law requires. When you delete your account we erase it after a 7-day grace period, except what the table says we must keep.',
  retentionRest:
    'Everything else is erased with your account: care circle links and invitations, your health records and their shares, dose logs, consent history, saved location and password-reset links. Server logs expire after 30 days, and search logs are turned into area counts without identity within 90 days.',

  recipientsTitle: 'Who receives your data',
  recipient1:
    'The professionals of your booking: the doctor, nurse, lab technician or driver you book sees your name, the booking, your symptoms, the medicines you listed, any report you attached and, for home visits and ambulances, your address. Records you share are seen by the professional you share them with, until you stop sharing.',
  recipient2:
    'Care circle members you invite: they see only what you choose to share (upcoming appointments, adherence) and can join your calls. You can remove them at any time.',
  recipient3:
    'A specialist sees the case and files of a second opinion you submitted and paid for, and only if it matches their specialty.',
  recipient4:
    'Our payment processor, Razorpay, receives the amount and order of each payment. Other service providers (hosting, e-mail delivery) process data for us under contract and may use it for nothing else.',
  recipient5:
    'Arogya administrators see professional applications to verify them, and other data only to resolve a complaint, a payment issue or a security incident. Authorities, only when Indian law requires us to disclose it.',
  recipient6: 'We never sell your data or use it for advertising.',

  rightsTitle: 'Export, correct, erase: your rights',
  rightsIntro: 'Under the DPDP Act, 2023 you have the right to:',
  rightAccess:
    'Get your data: on {yourData}, "Download your data" prepares one ZIP of everything we hold about you (one JSON file per area and an index you can read). You get a notification when it is ready and can download it for 7 days; one export a day.',
  rightCorrect:
    'Correct it: change your details in your profile, or ask us to correct anything you cannot change yourself.',
  rightErase:
    'Erase it: on {yourData}, "Delete your account" (your password, and your 2FA code if it is on) schedules deletion after a 7-day grace period in which you can cancel. Future bookings are cancelled and refunded first; care circle links end; forum and support-group posts stay under "Deleted user". Professionals with open obligations (accepted second opinions, future visits) are told what must finish first.',
  rightWithdraw: 'Withdraw consent: on {yourData}, "Your consents".',
  rightNominate:
    'Nominate a person to exercise these rights if you die or become unable to: write to the Grievance Officer.',
  rightComplain: 'Complain: to our Grievance Officer, and then to the Data Protection Board of India.',

  securityTitle: 'How we protect it',
  security:
    'All traffic is encrypted (HTTPS). Passwords are hashed, two-factor secrets are encrypted, and files are served only to the people allowed to see them, after checking who is asking. Staff access is limited to what their role needs and is logged; exports and erasures appear in the admin audit log (who and when, never the content). If a breach affects your data we will tell you and the Data Protection Board of India as the DPDP Rules require.',

  childrenTitle: 'Children',
  children:
    "Accounts are for adults. A parent or lawful guardian may book care for a child from their own account, and so gives the verifiable consent the DPDP Act requires for a child's data. We do not track children or show them advertising.",

  storageTitle: 'Cookies and local storage',
  storage:
    'We use no advertising or analytics cookies. Your browser keeps your sign-in token, your light or dark theme and which announcements or banners you dismissed. Signing out removes the token. The map on our contact page is loaded from OpenStreetMap, whose own privacy policy applies to it.',

  grievanceTitle: 'Grievance Officer and complaints',
  grievanceIntro: 'If you have a concern about how we handle your data, write to our Grievance Officer:',
  grievanceRole: 'Grievance Officer (data protection), Arogya Health Services Pvt. Ltd.',
  grievanceEmail: 'grievance@arogya.health',
  grievanceEmailLine: 'E-mail: {email}',
  grievancePhoneLine: 'Phone: {phone} ({hours})',
  grievanceTimes:
    'We acknowledge a grievance within 48 hours and answer it within {days} days, well inside the 90 days the DPDP Rules, 2025 allow.',
  grievanceBoard:
    'If you are not satisfied with our answer, you may complain to the Data Protection Board of India ({board}).',
  grievanceBoardLink: 'dpboard.gov.in',

  changesTitle: 'Changes to this notice',
  changes:
    'Each version of this notice has a number and a date (shown at the top). When we change what we do with your data we publish a new version, tell you in the app before it takes effect, and ask for your consent again where the law requires.',
} as const;
