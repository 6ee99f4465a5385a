// The contract package compiles with `types: []` (no Node globals in shipped code); only the tests read files.
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CALL_POLL_MS,
  ALL_BODY_SYMPTOMS,
  AMBULANCE_CITIES,
  AMBULANCE_FIXED_COORDINATES,
  AMBULANCE_REQUEST_EXPIRY_SECONDS,
  AMBULANCE_TYPES,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_TARGETS,
  APPOINTMENT_STATUSES,
  AVAILABILITY_CALENDAR_DAYS,
  BACK_TO_TOP_OFFSET_PX,
  BODY_AREAS,
  BOOKING_TYPES,
  CALENDAR_EVENT_MINUTES,
  CALL_HISTORY_LIMIT,
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_ERROR_TOAST_MS,
  CARE_CIRCLE_ROLES,
  CARE_NAVIGATOR,
  CHAT,
  CITIES,
  CITY_CENTRES,
  CONTACT_DETAILS,
  DEFAULT_CARE_CIRCLE_ROLE,
  DEFAULT_EMERGENCY_TYPE,
  DEFAULT_FOLLOW_UP_DAYS,
  DEFAULT_FORUM_SORT,
  DEFAULT_MODAL_SIZE,
  DEFAULT_THEME,
  DEMAND_LEVELS,
  DEMAND_MAP,
  DEV_FALLBACK_LOCATION,
  DISCHARGE_CONCIERGE,
  DOCTOR_BOOKING_TYPES,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SECOND_OPINION_SPECIALTY,
  DOCTOR_SLOTS,
  DOCTOR_SPECIALTIES,
  dashboardPathFor,
  deadlineLabel,
  demandLevel,
  EMERGENCY_NUMBER,
  EMERGENCY_TYPES,
  EXPERIENCE_YEARS,
  FEES,
  FOLLOW_UP_DAYS,
  FORUM_CATEGORIES,
  FORUM_CATEGORY_VALUES,
  FORUM_LIMITS,
  FORUM_SORTS,
  FORUM_STATUSES,
  FRAUD_FLAG_CODES,
  FRAUD_FLAGS,
  feeFor,
  fraudFlagLabel,
  GEOLOCATION,
  homePathFor,
  isHighDemandZone,
  isProMember,
  isSafeRedirect,
  isValidCoordinatePair,
  JOIN_CALL_TOAST_MS,
  LAB_LIST_CAP,
  LAB_SLOTS,
  MAP_DEFAULT,
  MARKETING_CLAIMS,
  MODERATION_ACTIONS,
  NURSE_CARE_CATEGORIES,
  NURSE_SEARCH_CATEGORIES,
  NURSE_SEARCH_MATCHES,
  NURSE_SLOTS,
  PASSWORD_MIN_LENGTH,
  PATIENT_APPOINTMENT_TABS,
  PATIENT_CANCELLABLE_STATUSES,
  PAYMENT_CURRENCY,
  PAYMENT_METHODS,
  PENDING_APPROVAL_ROLES,
  PHONE_PLACEHOLDER,
  PRO_ELIGIBLE_ROLES,
  PRO_PLAN,
  PROFESSIONAL_APPOINTMENT_TABS,
  PROFESSIONAL_STATUS_TRANSITIONS,
  paiseToRupees,
  postLoginPathFor,
  postRegistrationPathFor,
  QUESTION_STATUSES,
  REQUEST_TIMEOUT_MS,
  RESPONSE_TYPES,
  ROLE_LABELS,
  ROLES,
  type Role,
  rupeesToPaise,
  SEARCH_DEFAULTS,
  SEARCH_RADII_KM,
  SECOND_OPINION_FILE,
  SECOND_OPINION_PRICES,
  SECOND_OPINION_SPECIALTIES,
  SECOND_OPINION_STATUSES,
  SECOND_OPINION_TABS,
  SELF_REGISTER_ROLES,
  SERVICE_AREA_MAP,
  STORAGE_KEYS,
  SUPPORT_GROUP_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SYMPTOM_BODY_AREAS,
  SYMPTOM_JOINER,
  SYMPTOMS_PREVIEW_CHARS,
  secondOpinionPrice,
  secondOpinionSpecialtyLabel,
  TWO_FACTOR_CODE_LENGTH,
  URGENCY_LEVELS,
  VIDEO_CALL_STATUSES,
  VOTE_TYPES,
} from './constants';
import { ADHERENCE_WINDOW_DAYS } from './constants/prescriptions';
import { RECORDS_RECENT, RECORDS_UPLOAD } from './constants/records';
import {
  ambulanceCitySchema,
  appointmentStatusSchema,
  bookingTypeSchema,
  citySchema,
  doctorSearchSpecialtySchema,
  doctorSlotSchema,
  doctorSpecialtySchema,
  forumCategorySchema,
  paymentMethodSchema,
  roleSchema,
  selfRegisterRoleSchema,
  urgencyLevelSchema,
} from './schemas/enums';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('app shell and requests', () => {
  it('pins timings and offsets', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    expect(BACK_TO_TOP_OFFSET_PX).toBe(400);
    expect(GEOLOCATION).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    expect(CHAT).toEqual({ maxLength: 1000, textareaMaxHeightPx: 128, closeAnimationMs: 250 });
    expect(STORAGE_KEYS.token).toBe('token');
    expect(DEFAULT_THEME).toBe('light');
    expect(DEFAULT_MODAL_SIZE).toBe('lg');
  });
});

describe('roles and routing', () => {
  it('pins roles', () => {
    expect(ROLES).toEqual(['patient', 'doctor', 'nurse', 'technician', 'ambulance', 'admin']);
    expect(SELF_REGISTER_ROLES).toEqual(['patient', 'doctor', 'nurse', 'technician', 'ambulance']);
    expect(ROLE_LABELS).toEqual({
      patient: 'Patient',
      doctor: 'Doctor',
      nurse: 'Nurse',
      technician: 'Lab Technician',
      ambulance: 'Ambulance Driver',
    });
    expect(Object.keys(ROLE_LABELS)).toEqual([...SELF_REGISTER_ROLES]);
    expect(PENDING_APPROVAL_ROLES).toEqual(['technician', 'ambulance']);
    expect(PRO_ELIGIBLE_ROLES).toEqual(['doctor', 'nurse']);
    expect(roleSchema.safeParse('admin').success).toBe(true);
    expect(selfRegisterRoleSchema.safeParse('admin').success).toBe(false);
    expect(roleSchema.safeParse('specialist').success).toBe(false);
  });

  it('homePathFor sends each role home (spec 01 §4)', () => {
    const expected: Record<Role, string> = {
      admin: '/admin',
      patient: '/dashboard',
      doctor: '/doctor/dashboard',
      nurse: '/doctor/dashboard',
      technician: '/technician/dashboard',
      ambulance: '/',
    };
    for (const role of ROLES) expect(homePathFor(role), role).toBe(expected[role]);
  });

  it('postLoginPathFor honours a safe redirect for patients only', () => {
    expect(postLoginPathFor('patient', '/doctors/abc')).toBe('/doctors/abc');
    expect(postLoginPathFor('patient', null)).toBe('/dashboard');
    expect(postLoginPathFor('patient', '')).toBe('/dashboard');
    expect(postLoginPathFor('patient', 'https://evil.example')).toBe('/dashboard');
    expect(postLoginPathFor('patient', '//evil.example')).toBe('/dashboard');
    expect(postLoginPathFor('patient', '/\\evil.example')).toBe('/dashboard');
    expect(postLoginPathFor('doctor', '/doctors/abc')).toBe('/doctor/dashboard');
    expect(postLoginPathFor('admin', '/doctors/abc')).toBe('/admin');
    expect(postLoginPathFor('ambulance')).toBe('/');
  });

  it('isSafeRedirect accepts in-app paths only', () => {
    expect(isSafeRedirect('/search?city=Pune')).toBe(true);
    expect(isSafeRedirect('search')).toBe(false);
    expect(isSafeRedirect('//x.y')).toBe(false);
    expect(isSafeRedirect('/a\nb')).toBe(false);
  });

  it('postRegistrationPathFor differs from login for nurses (spec 01 §4)', () => {
    expect(postRegistrationPathFor('patient')).toBe('/dashboard');
    expect(postRegistrationPathFor('doctor')).toBe('/doctor/dashboard');
    expect(postRegistrationPathFor('nurse')).toBe('/nurse/dashboard');
    expect(postRegistrationPathFor('technician')).toBe('/');
    expect(postRegistrationPathFor('ambulance')).toBe('/');
  });

  it("dashboardPathFor gives each role's own dashboard", () => {
    expect(ROLES.map(dashboardPathFor)).toEqual([
      '/dashboard',
      '/doctor/dashboard',
      '/nurse/dashboard',
      '/technician/dashboard',
      '/driver/dashboard',
      '/admin',
    ]);
  });
});

describe('registration and auth', () => {
  it('pins lengths and the phone placeholder', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect(PHONE_PLACEHOLDER).toBe('+91 9876543210');
  });

  it('pins doctor specialties', () => {
    expect(DOCTOR_SPECIALTIES).toEqual([
      'Cardiologist',
      'Dermatologist',
      'Gynecologist',
      'Dentist',
      'Pediatrician',
      'General Physician',
    ]);
    expect(DOCTOR_SEARCH_SPECIALTIES).toEqual([
      'Cardiologist',
      'Dermatologist',
      'Gynecologist',
      'Dentist',
      'Pediatrician',
      'General Physician',
      'Neurologist',
    ]);
    expect(doctorSpecialtySchema.safeParse('Neurologist').success).toBe(false);
    expect(doctorSearchSpecialtySchema.safeParse('Neurologist').success).toBe(true);
  });

  it('pins nurse categories with the GNM/ANM search labels', () => {
    expect(NURSE_CARE_CATEGORIES).toEqual([
      'Elder Care',
      'Child Care',
      'Post-Operative Care',
      'General Nursing',
    ]);
    expect(NURSE_SEARCH_CATEGORIES).toEqual([
      'Elder Care',
      'Child Care',
      'Post-Operative Care',
      'General Nursing (GNM)',
      'Auxiliary Nursing (ANM)',
    ]);
    expect(NURSE_SEARCH_MATCHES['General Nursing (GNM)']).toEqual(['General Nursing']);
    expect(Object.keys(NURSE_SEARCH_MATCHES)).toEqual([...NURSE_SEARCH_CATEGORIES]);
  });

  it('pins cities and experience choices', () => {
    expect(CITIES).toEqual(['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Patna', 'Kolkata', 'Chennai']);
    expect(AMBULANCE_CITIES).toEqual(['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Hyderabad', 'Chennai']);
    expect(citySchema.safeParse('Hyderabad').success).toBe(false);
    expect(ambulanceCitySchema.safeParse('Hyderabad').success).toBe(true);
    expect(EXPERIENCE_YEARS).toHaveLength(30);
    expect(EXPERIENCE_YEARS[0]).toBe(1);
    expect(EXPERIENCE_YEARS[29]).toBe(30);
    expect(EXPERIENCE_YEARS).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('has a centre inside India for every known city', () => {
    expect(Object.keys(CITY_CENTRES).sort()).toEqual([...new Set([...CITIES, ...AMBULANCE_CITIES])].sort());
    expect(CITY_CENTRES.Mumbai).toEqual({ lat: 19.076, lng: 72.8777, radiusKm: 25 });
    expect(CITY_CENTRES.Delhi).toMatchObject({ lat: 28.6139, lng: 77.209 });
    expect(CITY_CENTRES.Hyderabad).toMatchObject({ lat: 17.385, lng: 78.4867 });
    for (const [city, c] of Object.entries(CITY_CENTRES)) {
      expect(c.lat, city).toBeGreaterThan(8);
      expect(c.lat, city).toBeLessThan(37);
      expect(c.lng, city).toBeGreaterThan(68);
      expect(c.lng, city).toBeLessThan(97);
      expect(c.radiusKm, city).toBeGreaterThan(5);
      expect(c.radiusKm, city).toBeLessThanOrEqual(30);
    }
    expect(DEV_FALLBACK_LOCATION).toEqual({ lat: 28.6139, lng: 77.209 });
  });
});

describe('search and maps', () => {
  it('pins search defaults and map settings', () => {
    expect(SEARCH_DEFAULTS).toEqual({ sortBy: 'rating_desc', radiusKm: 10, pageSize: 6 });
    expect(SEARCH_RADII_KM).toEqual([2, 5, 10]);
    expect(MAP_DEFAULT).toEqual({
      center: [20.5937, 78.9629],
      zoom: 5,
      userZoom: 11,
      doctorsAverageZoom: 10,
    });
    expect(SERVICE_AREA_MAP).toEqual({ center: [19.076, 72.8777], zoom: 11, zoomWithArea: 13, minPoints: 3 });
    expect(DEMAND_MAP).toEqual({
      center: [20.5937, 78.9629],
      zoom: 5,
      heat: { radius: 25, blur: 15, maxZoom: 10 },
      topAreas: 10,
    });
    expect(DEMAND_LEVELS).toEqual({
      highAbove: 20,
      mediumAbove: 10,
      highDemandZoneAbove: 10,
      heatRadius: 25,
      heatBlur: 15,
      heatMaxZoom: 10,
      topTableRows: 10,
    });
  });

  it('demandLevel: above 20 High, above 10 Medium, otherwise Low', () => {
    expect(demandLevel(0)).toBe('Low');
    expect(demandLevel(10)).toBe('Low');
    expect(demandLevel(10.5)).toBe('Medium');
    expect(demandLevel(11)).toBe('Medium');
    expect(demandLevel(20)).toBe('Medium');
    expect(demandLevel(20.01)).toBe('High');
    expect(demandLevel(21)).toBe('High');
    expect(demandLevel(1000)).toBe('High');
  });

  it('isHighDemandZone counts intensity above 10', () => {
    expect(isHighDemandZone(10)).toBe(false);
    expect(isHighDemandZone(10.5)).toBe(true);
    expect(isHighDemandZone(21)).toBe(true);
  });

  it('body-diagram picker has the spec counts per area', () => {
    expect(BODY_AREAS).toEqual(['head', 'chest', 'abdomen', 'arms', 'legs', 'back']);
    const counts = Object.fromEntries(BODY_AREAS.map((a) => [a, SYMPTOM_BODY_AREAS[a].symptoms.length]));
    expect(counts).toEqual({ head: 7, chest: 6, abdomen: 7, arms: 6, legs: 7, back: 5 });
    expect(ALL_BODY_SYMPTOMS).toHaveLength(38);
    expect(SYMPTOM_JOINER).toBe(', ');
  });

  it('body-diagram symptoms are distinct, non-empty and contain no separator', () => {
    expect(new Set(ALL_BODY_SYMPTOMS.map((s) => s.toLowerCase())).size).toBe(ALL_BODY_SYMPTOMS.length);
    for (const s of ALL_BODY_SYMPTOMS) {
      expect(s.trim()).toBe(s);
      expect(s).not.toContain(',');
      expect(s.charAt(0)).toBe(s.charAt(0).toUpperCase());
    }
    expect(SYMPTOM_BODY_AREAS.head.symptoms).toContain('Headache');
    expect(SYMPTOM_BODY_AREAS.chest.symptoms).toContain('Chest pain');
  });

  it('isValidCoordinatePair rejects 0 and out-of-range values', () => {
    expect(isValidCoordinatePair(19.076, 72.8777)).toBe(true);
    expect(isValidCoordinatePair(0, 72.8777)).toBe(false);
    expect(isValidCoordinatePair(19.076, 0)).toBe(false);
    expect(isValidCoordinatePair(91, 72)).toBe(false);
    expect(isValidCoordinatePair(19, 181)).toBe(false);
    expect(isValidCoordinatePair(Number.NaN, 72)).toBe(false);
  });
});

describe('booking, fees and appointments', () => {
  it('pins fees in rupees', () => {
    expect(FEES).toEqual({
      DOCTOR_IN_HOME_VISIT: 2000,
      DOCTOR_VIDEO_CONSULTATION: 400,
      NURSE_PER_DAY: 600,
      LAB_TEST: 800,
    });
    expect(DISCHARGE_CONCIERGE).toEqual({ priceUsd: 299, replyWithinHours: 1, supportHours: 72 });
  });

  it('feeFor maps each booking type', () => {
    expect(feeFor('In-Home Visit')).toBe(2000);
    expect(feeFor('Video Consultation')).toBe(400);
    expect(feeFor('Nurse Assignment')).toBe(600);
    for (const t of BOOKING_TYPES) expect(Number.isInteger(feeFor(t))).toBe(true);
  });

  it('converts rupees and paise', () => {
    expect(rupeesToPaise(999)).toBe(99900);
    expect(rupeesToPaise(2998.5)).toBe(299850);
    expect(paiseToRupees(99900)).toBe(999);
  });

  it('pins booking types, payment methods and statuses', () => {
    expect(BOOKING_TYPES).toEqual(['In-Home Visit', 'Video Consultation', 'Nurse Assignment']);
    expect(DOCTOR_BOOKING_TYPES).toEqual(['In-Home Visit', 'Video Consultation']);
    expect(PAYMENT_METHODS).toEqual(['careFund', 'external']);
    expect(APPOINTMENT_STATUSES).toEqual(['Pending', 'Confirmed', 'Completed', 'Cancelled']);
    expect(PATIENT_CANCELLABLE_STATUSES).toEqual(['Pending', 'Confirmed']);
    expect(PATIENT_APPOINTMENT_TABS).toEqual(['Upcoming', 'Cancelled', 'Past']);
    expect(PROFESSIONAL_APPOINTMENT_TABS).toEqual(['Pending', 'Confirmed', 'Completed', 'Cancelled']);
    expect(PROFESSIONAL_STATUS_TRANSITIONS).toEqual({
      Pending: ['Confirmed', 'Cancelled'],
      Confirmed: ['Completed'],
      Completed: [],
      Cancelled: [],
    });
    expect(bookingTypeSchema.safeParse('Home Visit').success).toBe(false);
    expect(paymentMethodSchema.safeParse('careFund').success).toBe(true);
    expect(appointmentStatusSchema.safeParse('pending').success).toBe(false);
  });

  it('pins slots exactly as written in the spec', () => {
    expect(DOCTOR_SLOTS).toEqual([
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '01:00 PM',
      '01:30 PM',
      '02:00 PM',
    ]);
    expect(NURSE_SLOTS).toEqual(['09:00 AM', '12:00 PM', '03:00 PM', '06:00 PM']);
    expect(LAB_SLOTS).toEqual([
      '08:00 AM - 10:00 AM',
      '10:00 AM - 12:00 PM',
      '12:00 PM - 02:00 PM',
      '02:00 PM - 04:00 PM',
    ]);
    expect(doctorSlotSchema.safeParse('11:00 AM').success).toBe(true);
    expect(doctorSlotSchema.safeParse('11:00').success).toBe(false);
  });

  it('pins cutoffs and windows', () => {
    expect(CANCELLATION_CUTOFF_HOURS).toBe(24);
    expect(CANCELLATION_ERROR_TOAST_MS).toBe(5000);
    expect(CALENDAR_EVENT_MINUTES).toBe(60);
    expect(ACTIVE_CALL_POLL_MS).toBe(30000);
    expect(JOIN_CALL_TOAST_MS).toBe(30000);
    expect(CALL_HISTORY_LIMIT).toBe(5);
    expect(ADHERENCE_WINDOW_DAYS).toBe(30);
    expect(FOLLOW_UP_DAYS).toEqual([7, 14, 30, 60, 90]);
    expect(DEFAULT_FOLLOW_UP_DAYS).toBe(14);
    expect(AVAILABILITY_CALENDAR_DAYS).toBe(30);
    expect(LAB_LIST_CAP).toBe(5);
    expect(RECORDS_RECENT).toBe(3);
    expect(SYMPTOMS_PREVIEW_CHARS).toBe(50);
    expect(RECORDS_UPLOAD.maxFiles).toBe(20);
    expect(RECORDS_UPLOAD.defaultMaxFiles).toBe(10);
  });
});

describe('ambulance, care circle and video', () => {
  it('pins emergency and ambulance types', () => {
    expect(EMERGENCY_TYPES).toEqual([
      'General',
      'Critical',
      'Non-Emergency',
      'Trauma',
      'Cardiac',
      'Respiratory',
    ]);
    expect(DEFAULT_EMERGENCY_TYPE).toBe('General');
    expect(EMERGENCY_TYPES[0]).toBe(DEFAULT_EMERGENCY_TYPE);
    expect(AMBULANCE_TYPES).toEqual([
      'Advanced Life Support',
      'Basic Life Support',
      'Boat Ambulance',
      'Air Ambulance',
    ]);
    expect(AMBULANCE_FIXED_COORDINATES).toEqual({ lng: 72.8777, lat: 19.076 });
    expect(AMBULANCE_REQUEST_EXPIRY_SECONDS).toBe(30);
    expect(EMERGENCY_NUMBER).toBe('112');
    expect(MARKETING_CLAIMS).toEqual({
      ambulances: 5000,
      ambulanceCities: 65,
      satisfactionPercent: 98,
      readmissionReductionPercent: 60,
    });
  });

  it('pins care-circle roles and call statuses', () => {
    expect(CARE_CIRCLE_ROLES).toEqual(['Family', 'Doctor', 'Nurse']);
    expect(DEFAULT_CARE_CIRCLE_ROLE).toBe('Family');
    expect(VIDEO_CALL_STATUSES).toEqual(['active', 'ended']);
  });
});

describe('pro subscription and payments', () => {
  it('pins the Pro plan', () => {
    expect(PRO_PLAN).toEqual({
      priceRupees: 999,
      period: 'month',
      commissionPro: 0.15,
      commissionStandard: 0.2,
      visibilityClaim: '3x',
    });
    expect(PAYMENT_CURRENCY).toBe('INR');
  });

  it('isProMember needs tier pro, a future expiry and an active subscription', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const future = '2025-07-01T00:00:00Z';
    expect(isProMember({ tier: 'pro', expiry: future, status: 'active' }, now)).toBe(true);
    expect(isProMember({ tier: 'free', expiry: future, status: 'active' }, now)).toBe(false);
    expect(isProMember({ tier: 'pro', expiry: future, status: 'cancelled' }, now)).toBe(false);
    expect(isProMember({ tier: 'pro', expiry: now, status: 'active' }, now)).toBe(false);
    expect(isProMember({ tier: 'pro', expiry: null, status: 'active' }, now)).toBe(false);
    expect(isProMember({ tier: 'pro', expiry: 'not a date', status: 'active' }, now)).toBe(false);
  });
});

describe('forum and support community', () => {
  it('pins forum categories in spec order', () => {
    expect(FORUM_CATEGORIES).toEqual({
      general: 'General Health',
      nutrition: 'Nutrition',
      fitness: 'Fitness',
      'mental-health': 'Mental Health',
      'chronic-conditions': 'Chronic Conditions',
      'women-health': "Women's Health",
      pediatrics: 'Pediatrics',
      'elderly-care': 'Elderly Care',
      medication: 'Medication',
      symptoms: 'Symptoms',
      prevention: 'Prevention',
    });
    expect(FORUM_CATEGORY_VALUES).toEqual([
      'general',
      'nutrition',
      'fitness',
      'mental-health',
      'chronic-conditions',
      'women-health',
      'pediatrics',
      'elderly-care',
      'medication',
      'symptoms',
      'prevention',
    ]);
    expect(forumCategorySchema.safeParse('all').success).toBe(false);
  });

  it('pins sorts, statuses and votes', () => {
    expect(Object.keys(FORUM_SORTS)).toEqual([
      'recent',
      'most-viewed',
      'most-answers',
      'unanswered',
      'oldest',
    ]);
    expect(FORUM_SORTS.recent).toBe('Most Recent');
    expect(FORUM_SORTS.oldest).toBe('Oldest First');
    expect(DEFAULT_FORUM_SORT).toBe('recent');
    expect(Object.keys(FORUM_STATUSES)).toEqual(['all', 'open', 'answered', 'closed']);
    expect(QUESTION_STATUSES).toEqual(['open', 'answered', 'closed']);
    expect(VOTE_TYPES).toEqual(['upvote', 'downvote']);
  });

  it('pins forum limits', () => {
    expect(FORUM_LIMITS).toEqual({
      pageSize: 10,
      pageButtons: 5,
      titleMin: 10,
      titleMax: 200,
      bodyMin: 20,
      bodyMax: 2000,
      answerMin: 20,
      answerMax: 3000,
      tagsMax: 5,
      tagMaxLength: 30,
      previewChars: 150,
      tagsOnCard: 3,
    });
  });

  it('pins support-group categories and limits', () => {
    expect(SUPPORT_GROUP_CATEGORIES).toEqual([
      'Chronic Pain',
      'Mental Health',
      'Diabetes',
      'Heart Disease',
      'Cancer',
      'Arthritis',
      'Respiratory Conditions',
      'Neurological Disorders',
      'Autoimmune Diseases',
      'General Health',
    ]);
    expect(SUPPORT_MESSAGE_MAX).toBe(1000);
    expect(MODERATION_ACTIONS).toEqual(['approve', 'remove']);
  });
});

describe('second opinions', () => {
  it('pins the 20 base prices', () => {
    expect(SECOND_OPINION_PRICES).toEqual({
      cardiology: 2999,
      neurology: 2999,
      oncology: 3499,
      orthopedics: 2499,
      dermatology: 1999,
      endocrinology: 2499,
      gastroenterology: 2799,
      hematology: 2999,
      nephrology: 2799,
      pulmonology: 2499,
      rheumatology: 2699,
      urology: 2499,
      gynecology: 2299,
      pediatrics: 2199,
      psychiatry: 2499,
      radiology: 3199,
      pathology: 2399,
      'emergency-medicine': 2999,
      'internal-medicine': 2299,
      surgery: 3499,
    });
    expect(SECOND_OPINION_SPECIALTIES).toHaveLength(20);
  });

  it('pins urgency levels', () => {
    expect(URGENCY_LEVELS).toEqual({
      routine: { hours: 48, multiplier: 1 },
      urgent: { hours: 24, multiplier: 1.5 },
      critical: { hours: 12, multiplier: 2 },
    });
    expect(urgencyLevelSchema.safeParse('emergency').success).toBe(false);
  });

  it('secondOpinionPrice multiplies and rounds', () => {
    expect(secondOpinionPrice('cardiology', 'routine')).toBe(2999);
    expect(secondOpinionPrice('dermatology', 'urgent')).toBe(2999); // 1999 × 1.5 = 2998.5
    expect(secondOpinionPrice('cardiology', 'urgent')).toBe(4499); // 2999 × 1.5 = 4498.5
    expect(secondOpinionPrice('pediatrics', 'urgent')).toBe(3299); // 2199 × 1.5 = 3298.5
    expect(secondOpinionPrice('orthopedics', 'critical')).toBe(4998);
    expect(secondOpinionPrice('surgery', 'critical')).toBe(6998);
    for (const s of SECOND_OPINION_SPECIALTIES) {
      for (const u of ['routine', 'urgent', 'critical'] as const) {
        expect(Number.isInteger(secondOpinionPrice(s, u))).toBe(true);
      }
    }
  });

  it('labels specialties and maps doctor specialties', () => {
    expect(secondOpinionSpecialtyLabel('emergency-medicine')).toBe('Emergency Medicine');
    expect(secondOpinionSpecialtyLabel('cardiology')).toBe('Cardiology');
    expect(Object.keys(DOCTOR_SECOND_OPINION_SPECIALTY)).toEqual([...DOCTOR_SEARCH_SPECIALTIES]);
    expect(DOCTOR_SECOND_OPINION_SPECIALTY.Cardiologist).toBe('cardiology');
    expect(DOCTOR_SECOND_OPINION_SPECIALTY.Dentist).toBeNull();
  });

  it('pins statuses, response types and the file rules', () => {
    expect(SECOND_OPINION_STATUSES).toEqual(['pending', 'assigned', 'in-review', 'completed', 'cancelled']);
    expect(SECOND_OPINION_TABS).toEqual({
      all: 'All',
      pending: 'Pending',
      assigned: 'Assigned',
      'in-review': 'In Review',
      completed: 'Completed',
    });
    expect(RESPONSE_TYPES).toEqual(['written', 'video', 'both']);
    expect(SECOND_OPINION_FILE.maxBytes).toBe(52428800);
    expect(SECOND_OPINION_FILE.maxBytes).toBe(50 * 1024 * 1024);
    expect(SECOND_OPINION_FILE.mimeTypes).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(SECOND_OPINION_FILE.extensions).toEqual(['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx']);
    expect(SECOND_OPINION_FILE.pickerAccept).toContain('.txt');
    expect(SECOND_OPINION_FILE.category).toBe('medical-report');
  });

  describe('deadlineLabel', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);

    it('is Overdue at and after the deadline', () => {
      expect(deadlineLabel(at(0), now)).toBe('Overdue');
      expect(deadlineLabel(at(-1), now)).toBe('Overdue');
      expect(deadlineLabel(at(-3 * DAY), now)).toBe('Overdue');
      expect(deadlineLabel('not a date', now)).toBe('Overdue');
    });

    it('shows whole hours (rounded down) under 24 hours', () => {
      expect(deadlineLabel(at(1), now)).toBe('Less than 1h left');
      expect(deadlineLabel(at(HOUR - 1), now)).toBe('Less than 1h left');
      expect(deadlineLabel(at(HOUR), now)).toBe('1h left');
      expect(deadlineLabel(at(5 * HOUR + 30 * 60_000), now)).toBe('5h left');
      expect(deadlineLabel(at(DAY - 1), now)).toBe('23h left');
    });

    it('shows whole days (rounded down) from 24 hours', () => {
      expect(deadlineLabel(at(DAY), now)).toBe('1 day left');
      expect(deadlineLabel(at(2 * DAY - 1), now)).toBe('1 day left');
      expect(deadlineLabel(at(2 * DAY), now)).toBe('2 days left');
      expect(deadlineLabel(at(7 * DAY + 5 * HOUR), now)).toBe('7 days left');
    });

    it('accepts ISO strings and epoch numbers', () => {
      expect(deadlineLabel('2025-06-03T12:00:00Z', now.getTime())).toBe('2 days left');
      expect(deadlineLabel(now.getTime() + 3 * HOUR, now)).toBe('3h left');
    });
  });
});

describe('announcements, admin and navigator', () => {
  it('pins announcement options', () => {
    expect(ANNOUNCEMENT_SEVERITIES).toEqual(['Info', 'Warning', 'Error']);
    expect(ANNOUNCEMENT_TARGETS).toEqual(['All Users', 'Patients Only', 'Professionals Only']);
  });

  it('pins fraud flags and labels unknown codes raw', () => {
    expect(FRAUD_FLAGS).toEqual({
      DUPLICATE_GOV_ID: 'Duplicate Government ID detected',
      DUPLICATE_PHONE: 'Duplicate phone number detected',
      DISPOSABLE_EMAIL: 'Disposable/temporary email detected',
      INVALID_LICENSE_FORMAT: 'License number format appears invalid',
      SUSPICIOUS_ACTIVITY: 'Suspicious activity detected',
    });
    expect(FRAUD_FLAG_CODES).toHaveLength(5);
    expect(fraudFlagLabel('DUPLICATE_PHONE')).toBe('Duplicate phone number detected');
    expect(fraudFlagLabel('NEW_CODE_X')).toBe('NEW_CODE_X');
    expect(fraudFlagLabel('toString')).toBe('toString');
    expect(fraudFlagLabel('')).toBe('');
  });

  it('pins the care navigator', () => {
    expect(CARE_NAVIGATOR.concernTypes).toEqual({
      'new-symptom': 'New physical symptom',
      'ongoing-condition': 'Ongoing condition',
      'mental-health': 'Mental or emotional health',
      'daily-activities': 'Daily activities or recovery',
    });
    expect(Object.keys(CARE_NAVIGATOR.recommendations)).toEqual([
      'emergency',
      'doctor',
      'nurse',
      'caregiver',
    ]);
    expect(CARE_NAVIGATOR.recommendations.caregiver.comingSoon).toBe(true);
    expect(CARE_NAVIGATOR.recommendations.doctor.path).toBe('/search');
    expect(CARE_NAVIGATOR.recommendations.nurse.path).toBe('/search-nurses');
    // Every recommendation is reachable.
    const reachable = new Set<string>([
      'emergency',
      ...Object.values(CARE_NAVIGATOR.concernRecommendation).filter((r): r is 'doctor' => r !== null),
      ...Object.values(CARE_NAVIGATOR.dailyActivitiesRecommendation),
    ]);
    expect([...reachable].sort()).toEqual(['caregiver', 'doctor', 'emergency', 'nurse']);
  });

  it('pins the contact details', () => {
    expect(CONTACT_DETAILS).toEqual({
      address:
        'Arogya Health Services Pvt. Ltd., 4th Floor, Trade Centre, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
      phone: '+91 22 6900 1122',
      email: 'care@arogya.health',
      hours: 'Mon-Fri 08:00 AM to 7:00 PM',
      map: { lat: 19.066, lng: 72.8686 },
    });
  });
});

const here = path.dirname(fileURLToPath(import.meta.url));
const specDir = path.resolve(here, '../../..', '../shared/spec');
const specFiles = ['01-core-booking-and-care.md', '02-community-admin-and-professional-tools.md'];
const hasSpec = specFiles.every((f) => existsSync(path.join(specDir, f)));

describe.skipIf(!hasSpec)(
  `constants read back from the spec text (skipped when ${specDir} is absent — shared/ must sit beside the repo)`,
  () => {
    const spec = hasSpec ? specFiles.map((f) => readFileSync(path.join(specDir, f), 'utf8')).join('\n') : '';

    it.each([
      ['doctor specialties', DOCTOR_SPECIALTIES.join(', ')],
      ['nurse categories', NURSE_CARE_CATEGORIES.join(', ')],
      ['nurse search categories', NURSE_SEARCH_CATEGORIES.join(', ')],
      ['cities', CITIES.join(', ')],
      ['ambulance cities', AMBULANCE_CITIES.join(', ')],
      ['doctor slots', `Doctor slots: ${DOCTOR_SLOTS.join(', ')}.`],
      ['nurse slots', `Nurse slots: ${NURSE_SLOTS.join(', ')}.`],
      ['lab slots', `Lab slots: ${LAB_SLOTS.join(', ')}.`],
      ['emergency types', `Emergency types: ${EMERGENCY_TYPES.join(', ')}.`],
      ['ambulance types', `Ambulance types: ${AMBULANCE_TYPES.join(', ')}.`],
      ['support group categories', SUPPORT_GROUP_CATEGORIES.join(', ')],
      ['role labels', `(${Object.values(ROLE_LABELS).join(', ')})`],
      ['follow-up days', `${FOLLOW_UP_DAYS.join(', ')} days`],
      ['second opinion statuses', SECOND_OPINION_STATUSES.join(', ')],
      ['announcement targets', ANNOUNCEMENT_TARGETS.join(', ')],
      [
        'second opinion prices',
        Object.entries(SECOND_OPINION_PRICES)
          .map(([s, p]) => `${s} ${p}`)
          .join(', '),
      ],
      [
        'forum categories',
        Object.entries(FORUM_CATEGORIES)
          .map(([v, l]) => `${v}: ${l}`)
          .join('; '),
      ],
      ...Object.entries(FRAUD_FLAGS).map(([code, label]) => [`fraud flag ${code}`, `| ${code} | ${label} |`]),
    ])('%s', (_name, text) => {
      expect(spec).toContain(text);
    });
  },
);
