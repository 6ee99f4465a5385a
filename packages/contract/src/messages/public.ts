import { MSG_SHELL } from './shell';

// Messages of the `public` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_PUBLIC = {
  heroTitle: MSG_SHELL.heroTitle,
  heroSubtitle: 'Connecting Patients with Verified Professionals',
  helpMeChoose: 'Help Me Choose',
  dischargeConcierge: MSG_SHELL.dischargeConcierge,
  learnMore: 'Learn More',
  contactHours: 'Mon-Fri 08:00 AM to 7:00 PM',
  chatConfigError: 'Configuration error. Please contact support.',
  chatTrouble: "I'm having trouble responding right now. Please try again shortly.",
  // Not in the spec — ours
  heroBody:
    'Book verified doctors, nurses, lab tests and ambulances from home — across Mumbai, Delhi, Bangalore, Pune, Patna, Kolkata and Chennai.',
  findADoctorCta: 'Find a Doctor',
  findANurseCta: 'Find a Nurse',
  aboutHeading: MSG_SHELL.aboutHeading,
  aboutBody:
    'Arogya brings verified doctors, nurses, lab technicians and ambulances to your home, so care comes to you when you need it most.',
  servicesHeading: MSG_SHELL.servicesHeading,
  serviceEmergencyTitle: 'Emergency Support',
  serviceEmergencyBody: 'Round-the-clock ambulance booking and emergency guidance.',
  serviceElderlyTitle: 'Elderly Care',
  serviceElderlyBody: 'Trained nurses for day-to-day care of older family members at home.',
  serviceInHomeTitle: 'In-Home Consultations',
  serviceInHomeBody: 'Verified doctors who visit you at home or consult by video.',
  featured: 'Featured',
  dischargeConciergeTagline: '72-hour post-discharge support',
  dischargeConciergeBody:
    'A care coordinator stays with you for the first 72 hours after a hospital discharge: medicines, follow-ups and questions answered within 1 hour.',
  dischargeConciergePrice: '$299 one-time',
  dischargeConciergeCta: 'Request Discharge Concierge',
  dischargeConciergeFormTitle: 'Request Discharge Concierge',
  dischargeConciergePatientName: 'Patient Name',
  dischargeConciergePhone: 'Phone Number',
  dischargeConciergeHospital: 'Hospital Name',
  dischargeConciergeDate: 'Discharge Date',
  dischargeConciergeSubmit: 'Submit Request',
  dischargeConciergeDateError: 'Discharge date cannot be in the past.',
  viewAllServices: 'View all services',
  readmissionClaim: '60% fewer hospital readmissions',
  testimonialsHeading: MSG_SHELL.testimonialsHeading,
  contactHeading: 'Contact Us',
  contactAddress: 'Address',
  contactPhone: 'Phone',
  contactEmail: 'Email',
  contactHoursLabel: 'Hours',
  contactFormName: 'Name',
  contactFormPhone: 'Phone',
  contactFormEmail: 'Email',
  contactFormMessage: 'Message',
  contactFormSubmit: 'Send Message',
  mapTitle: 'Map of our office',
  chatGreeting: "Hello! I'm the Arogya assistant. How can I help you today?",
  chatPlaceholder: 'Type your message...',
  chatOpen: 'Open chat assistant',
  chatClose: 'Close chat assistant',
  chatSend: 'Send',
  chatTitle: 'Arogya Assistant',
  chatDisclaimer: 'The assistant gives general information, not medical advice. In an emergency call 112.',
  chatKeep: 'Keep this conversation',
  // Added by the web content pages (ours)
  officeMapTitle: 'Map showing the Arogya office',
  openMapLink: 'Open a larger map',
  contactFormThanks: 'Thank you, {name}. Our care team will get back to you within one working day.',
  contactNameRequired: 'Please enter your name.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactMessageRequired: 'Please write a short message.',
  phoneRequired: 'Please enter a phone number.',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number.',
  dischargeConciergePatientNameRequired: "Please enter the patient's name.",
  dischargeConciergeHospitalRequired: 'Please enter the hospital name.',
  dischargeConciergeDateRequired: 'Please choose the discharge date.',
  requiredFieldsNote: 'All fields are required.',
  dischargeConciergeEmail: 'Email (optional, for your confirmation)',
  dischargeConciergeFieldsNote: 'All fields except email are required.',
  dischargeConciergeSent:
    'Request received. A care coordinator will call you within {hours} hour to plan the discharge.',
  dischargeConciergeFailed: 'Failed to send your request. Please try again or call us.',
  dischargeConciergeDateInvalid: 'Please choose a valid date.',
  dischargeConciergeEmailSubject: 'Your Discharge Concierge request',
  dischargeConciergeEmailBody:
    'Hello,\n\nWe received your Discharge Concierge request for {patientName} at {hospitalName}, discharge on {date}. A care coordinator will call {phone} within {hours} hour to plan the {supportHours} hours after discharge.\n\nIf anything feels like an emergency, call 112.\n\nArogya care team',
  // The Discharge Concierge page and services card (ours)
  dcPriceLabel: 'Price',
  dcSupportWindowLabel: 'Support window',
  dcSupportWindowValue: '{hours} hours',
  dcReplyTimeLabel: 'Reply time',
  dcReplyTimeValue: 'Within {hours} hour',
  dcReadmissionsLabel: 'Readmissions',
  dcReadmissionsValue: '{percent}% fewer',
  dcIncludedTitle: 'What is included',
  dcIncludedIntro:
    'The first days at home after a hospital stay are when most problems start. Your coordinator helps you through them.',
  dcMedicinesTitle: 'Medicines made clear',
  dcMedicinesBody:
    'We go through the discharge summary and every prescription with you, set up dose reminders and spot clashes with medicines you already take.',
  dcAnswersTitle: 'Answers within {hours} hour',
  dcAnswersBody:
    'Call or message your coordinator any time in the {supportHours} hours after discharge. Every question gets a reply within {hours} hour.',
  dcFollowUpsTitle: 'Follow-ups booked',
  dcFollowUpsBody:
    'We book the follow-up visit or video consultation your hospital asked for, and any lab tests due before it.',
  dcWarningSignsTitle: 'Warning signs watched',
  dcWarningSignsBody:
    'You get a short list of warning signs for your condition. If one appears, we help you reach a doctor — or tell you to call 112.',
  dcFamilyTitle: 'Family kept informed',
  dcFamilyBody:
    'Invite family members to your Care Circle so everyone sees the plan and the next appointment.',
  dcNursingTitle: 'Nursing when needed',
  dcNursingBody:
    'If wound care, injections or help at home are needed, we arrange a verified nurse at the usual daily fee.',
  dcStepsTitle: 'How it works',
  dcStepTellTitle: 'Tell us about the discharge',
  dcStepTellBody: "Share the patient's name, your phone number, the hospital and the discharge date.",
  dcStepMeetTitle: 'Meet your coordinator',
  dcStepMeetBody:
    'A care coordinator calls you, ideally before you leave the hospital, to go through the plan.',
  dcStepSupportTitle: '{hours} hours of support',
  dcStepSupportBody: 'From the moment you reach home, your coordinator is a call or message away.',
  claimsHeading: 'Arogya in numbers',
  // Landing, about, services, contact and policy pages (ours)
  homeVisitsTodayIn: 'Home visits today in',
  contactFormTitle: 'Send us a message',
  optionalHint: 'Optional',
  emergencyLead: 'Medical emergency?',
  emergencyDoNotUseForm: 'Do not use this form — call',
  emergencyOrBookAmbulance: 'or book an ambulance.',
  heroEyebrow: 'Home healthcare across India',
  opensInNewTab: '(opens in a new tab)',
  policyUpdatedLine: 'Last updated: {date}',
  policyContents: 'Contents',
  testimonialRated: 'Rated 5 out of 5',
  verifyTitle: 'How we verify professionals',
  verifyIntro:
    'Letting someone into your home takes trust. This is what happens before a professional can accept a booking on Arogya.',
  servicesPricesTitle: 'Every service and what it costs',
  servicesPricesIntro:
    'Every fee is shown before you confirm a booking, and the amount you confirm is the amount you pay.',
  testimonialsCta: 'Ready to book care at home?',

  heroTrustVerified: 'Every professional verified before their first visit',
  heroTrustAtYourDoor: 'Doctors, nurses and lab tests at your door',
  heroTrustAmbulance: 'Ambulance booking when minutes matter',
  heroClaimAmbulances: 'ambulances across {cities} cities',
  heroClaimSatisfaction: 'patient satisfaction',
  heroClaimReadmissions: 'fewer readmissions with Discharge Concierge',

  aboutPillarVerifiedTitle: 'Verified before they visit',
  aboutPillarVerified:
    "Our team checks every doctor's and nurse's registration number, government ID and contact details before they appear in search. Lab technicians and ambulance drivers cannot take work until they are approved.",
  aboutPillarHomeTitle: 'Care that comes home',
  aboutPillarHome:
    'Home visits, video consultations, nursing shifts, sample collection and ambulances — booked in a few taps, with the fee shown before you confirm.',
  aboutPillarFamiliesTitle: 'Made for Indian families',
  aboutPillarFamilies:
    'Invite family members into a Care Circle, let relatives contribute to a Care Fund, and keep prescriptions, reports and appointments in one place.',

  servicesHomeVisitTitle: 'Doctor home visit',
  servicesHomeVisit:
    'A verified doctor of your chosen specialty visits at a time slot you pick. Share symptoms and current medicines when you book.',
  servicesHomeVisitPrice: '{fee} per visit',
  servicesVideoTitle: 'Video consultation',
  servicesVideo:
    'See a doctor from home on a secure video call — useful for follow-ups and for questions that do not need an examination.',
  servicesVideoPrice: '{fee} per consultation',
  servicesVideoLink: 'Book a video call',
  servicesNursingTitle: 'Home nursing',
  servicesNursing:
    'Elder care, child care, post-operative care and general nursing, by qualified GNM and ANM nurses.',
  servicesNursingPrice: '{fee} per day',
  servicesLabTitle: 'Lab tests at home',
  servicesLab:
    'A technician collects samples in a two-hour window you choose; a partner lab runs the tests and the report reaches you online.',
  servicesLabPrice: '{fee} including the visit',
  servicesLabLink: 'Book a lab test',
  servicesAmbulanceTitle: 'Ambulance booking',
  servicesAmbulance:
    'Basic and advanced life support ambulances sent to your address by the first available driver in your city. In an emergency, always call 112 first.',
  servicesAmbulancePrice: 'Charges depend on vehicle and distance',
  servicesSecondOpinionTitle: 'Second opinions',
  servicesSecondOpinion:
    'Upload your reports and get a written or video opinion from a specialist, within 12 to 48 hours depending on urgency.',
  servicesSecondOpinionPrice: 'From {fee}',
  servicesSecondOpinionLink: 'Request a second opinion',
  servicesDischarge:
    'A care coordinator for the first {supportHours} hours after a hospital discharge, replying within {replyHours} hour.',
  servicesDischargeLink: 'About {service}',

  aboutStepIdentityTitle: 'Identity and registration',
  aboutStepIdentity:
    'Professionals sign up with their medical or nursing council registration number, certification or driving licence, and a government ID.',
  aboutStepChecksTitle: 'Automatic checks',
  aboutStepChecks:
    'We flag duplicate IDs and phone numbers, disposable email addresses and registration numbers that do not match the expected format.',
  aboutStepReviewTitle: 'Review by our team',
  aboutStepReview:
    'An Arogya administrator reviews every application and its flags before approving or rejecting it, with a reason the applicant can see.',
  aboutStepBadgeTitle: 'Verified badge',
  aboutStepBadge:
    'Only approved doctors and nurses appear in search with the Verified Professional badge. Patients rate every visit.',
} as const;
