// The terms of service at /terms, web-only like messages/privacy-notice.ts: long-form legal text the server
// never sends. Not spec texts: the spec only names /terms. Straight quotes and three dots, as the catalogue
// writes them; `{placeholders}` become links, emphasis or the current fees and plan.

/**
 * The terms of service at /terms: section titles and paragraphs. `{privacy}`, `{email}` and `{emergency}`
 * become links; `{…Fee}`, `{hours}`, `{price}`, `{period}` and the commissions come from the constants, so
 * the text follows the prices.
 */
export const MSG_TERMS = {
  updated: '21 November 2026',
  summaryLead: 'In short:',
  summary:
    'Arogya connects you with independent, verified professionals who are responsible for your care; fees are shown before you book; you can cancel up to {hours} hours ahead; and Arogya is not an emergency service — {emergency}.',
  summaryEmergency: 'in an emergency, call 112',

  agreementTitle: 'About these terms',
  agreement:
    'These terms are an agreement between you and Arogya Health Services Pvt. Ltd. ("Arogya") for the use of the Arogya website and app. By creating an account or booking through Arogya you accept them, together with our {privacy}. If you do not agree, please do not use Arogya.',

  emergenciesTitle: 'Emergencies: call 112',
  emergenciesWarning:
    'Arogya is not an emergency service. If you or someone with you has chest pain, difficulty breathing, heavy bleeding, a seizure, signs of a stroke or any other life-threatening problem, call {emergency} immediately.',
  emergenciesNumber: '112',
  emergenciesRest:
    'Do not wait for a booking, a chat reply, a forum answer or an ambulance request on Arogya. Our ambulance booking supports, but never replaces, the national emergency number.',

  marketplaceTitle: 'What Arogya is — and is not',
  marketplace1:
    'Arogya is a technology marketplace. Doctors, nurses, lab technicians and ambulance drivers on Arogya are independent professionals; they are not our employees. They decide on examinations, diagnoses, treatment and prescriptions, and they are professionally responsible for the care they give.',
  marketplace2:
    'The care navigator, triage helper, specialty suggestions, visit summaries and forum answers give general information to help you choose care. They are not a diagnosis or a prescription.',

  accountsTitle: 'Your account',
  accounts1: 'You must be 18 or older. A parent or guardian books care for a child from their own account.',
  accounts2: 'Give accurate details and keep them up to date; use one account per person.',
  accounts3:
    'Keep your password secret. We recommend turning on two-factor authentication. Tell us at once at {email} if you think someone else is using your account.',
  accounts4: 'You are responsible for what is done through your account.',

  verificationTitle: 'Verification of professionals',
  verification1:
    'Before a doctor or nurse appears in search, or a lab technician or ambulance driver can take work, our team checks their registration or licence number, their government ID and the results of automatic fraud checks, and approves or rejects the application with a reason.',
  verification2:
    'Professionals must hold and keep a valid registration with the National Medical Commission or a State Medical Council, a State Nursing Council, or the licences their work needs, and must tell us if it is suspended or withdrawn. We may suspend any professional while we look into a complaint. Verification lowers risk but cannot remove it: please tell us about any concern.',

  bookingsTitle: 'Bookings and cancellation',
  bookingsFees:
    "A booking is a request to a professional for a date and time slot. The fee is shown before you confirm — currently {homeVisitFee} for a doctor's home visit, {videoFee} for a video consultation, {nurseFee} per day for a nurse and {labFee} for a lab test including the home visit.",
  bookingsCancel:
    'You may cancel a pending or confirmed appointment up to {cutoff} before it starts. After that it can no longer be cancelled in the app.',
  bookingsCutoff: '{hours} hours',
  bookingsRefund:
    'When you cancel in time, a fee paid from your care fund is returned to the care fund; a fee paid another way is refunded to the original payment method.',
  bookingsNoShow:
    'If a professional cancels or does not come, you get a full refund, and we will help you find another professional.',
  bookingsPresent:
    'Please be present at the address you gave and tell the professional about your health honestly.',

  careFundTitle: 'Care fund',
  careFund:
    "A care fund is a balance kept for a patient's care. The patient, family members and well-wishers can add to it — including through its public page — and the patient can use it only to pay for bookings on Arogya. It is not a bank account or a payment wallet, earns no interest and cannot be withdrawn as cash. Contributions are gifts to the patient's care and are not refundable to the contributor, except where the law requires. Every addition, payment and refund is recorded, and the balance can never go below zero.",

  paymentsTitle: 'Payments and subscriptions',
  payments1:
    'Payments are in Indian rupees and are processed by our payment partner, Razorpay. We never see your card, UPI or bank details.',
  payments2:
    'A payment is complete only when Razorpay confirms it and we have verified its signature. If money leaves your account but the booking is not confirmed, it is refunded automatically.',
  payments3:
    'Second opinions are paid in advance; the price depends on the specialty and urgency and is shown before you pay.',
  payments4:
    "Pro for professionals costs {price} per {period}. You can cancel at any time and keep Pro until the end of the period you paid for. Arogya's commission on a professional's fees is {commissionStandard}, or {commissionPro} with Pro.",

  communityTitle: 'Forum and support groups',
  community1:
    "Be kind and respectful. Do not post anyone's personal or health details without their permission, and never post emergencies — call 112.",
  community2:
    'Answers from professionals, even verified ones, are general information, not a consultation about your case.',
  community3:
    'No advertising, spam, self-promotion of products or medicines, or false health claims. Moderators may hide or remove content and remove members who break these rules; a message reported by several members is hidden until a moderator reviews it.',

  acceptableUseTitle: 'Acceptable use',
  acceptableUse:
    "Do not misuse Arogya: no false bookings, no impersonating another person or professional, no attempts to access other people's data, to disrupt the service or to get around its security, and no arranging payments with a professional outside Arogya for bookings made through it. We may suspend or close accounts that do, and report unlawful activity to the authorities.",

  liabilityTitle: 'Liability',
  liability1:
    'We work to keep Arogya available and accurate, but it is provided "as is". Professionals are responsible for the care they give; Arogya is responsible for running the platform with reasonable care, including verifying professionals as described above.',
  liability2:
    'To the extent the law allows, Arogya is not liable for indirect or consequential loss, and our total liability to you for any claim is limited to the fees you paid through Arogya in the three months before the claim arose. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under the Consumer Protection Act, 2019.',

  endingTitle: 'Suspension and closing your account',
  ending:
    'You can deactivate your account at any time from your profile. We may suspend or close an account that breaks these terms, after telling you why unless the law or safety prevents it. What happens to your data then is explained in our {privacy}.',

  lawTitle: 'Governing law and disputes',
  law: 'These terms are governed by the laws of India. Please contact us first at {email} — most problems are solved quickly. If a dispute cannot be resolved, the courts at Mumbai, Maharashtra have jurisdiction, without affecting your right to approach a consumer commission.',

  changesTitle: 'Changes and contact',
  changes:
    'We may update these terms; the date at the top shows the latest version, and we will tell you about important changes before they apply. Questions: {email}, {phone} ({hours}), or {address}.',
} as const;
