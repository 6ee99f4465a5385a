import { z } from 'zod';
import {
  AMBULANCE_CITIES,
  AMBULANCE_TYPES,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_TARGETS,
  APPOINTMENT_STATUSES,
  BOOKING_TYPES,
  CARE_CIRCLE_ROLES,
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SLOTS,
  DOCTOR_SORTS,
  DOCTOR_SPECIALTIES,
  EMERGENCY_TYPES,
  FORUM_CATEGORY_VALUES,
  FORUM_SORTS,
  FORUM_STATUSES,
  FRAUD_FLAG_CODES,
  keysOf,
  LAB_SLOTS,
  NURSE_CARE_CATEGORIES,
  NURSE_SEARCH_CATEGORIES,
  NURSE_SLOTS,
  NURSE_SPECIALTIES,
  PAYMENT_METHODS,
  QUESTION_STATUSES,
  ROLES,
  SELF_REGISTER_ROLES,
  SUPPORT_GROUP_CATEGORIES,
  VOTE_TYPES,
} from '../constants';
import {
  RESPONSE_TYPES,
  SECOND_OPINION_SPECIALTIES,
  SECOND_OPINION_STATUSES,
  URGENCY_LEVEL_VALUES,
} from '../constants/second-opinions';

// zod enums of the business constants. They live apart from constants.ts so that reading a
// constant (the web app's shell does) never pulls zod into a bundle.

export const roleSchema = z.enum(ROLES);
export const selfRegisterRoleSchema = z.enum(SELF_REGISTER_ROLES);
export const doctorSpecialtySchema = z.enum(DOCTOR_SPECIALTIES);
export const doctorSearchSpecialtySchema = z.enum(DOCTOR_SEARCH_SPECIALTIES);
export const nurseCareCategorySchema = z.enum(NURSE_CARE_CATEGORIES);
export const nurseSearchCategorySchema = z.enum(NURSE_SEARCH_CATEGORIES);
export const nurseSpecialtySchema = z.enum(NURSE_SPECIALTIES);
export const citySchema = z.enum(CITIES);
export const ambulanceCitySchema = z.enum(AMBULANCE_CITIES);
export const doctorSortSchema = z.enum(keysOf(DOCTOR_SORTS));
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export const doctorSlotSchema = z.enum(DOCTOR_SLOTS);
export const nurseSlotSchema = z.enum(NURSE_SLOTS);
export const labSlotSchema = z.enum(LAB_SLOTS);
export const emergencyTypeSchema = z.enum(EMERGENCY_TYPES);
export const ambulanceTypeSchema = z.enum(AMBULANCE_TYPES);
export const careCircleRoleSchema = z.enum(CARE_CIRCLE_ROLES);
export const forumCategorySchema = z.enum(FORUM_CATEGORY_VALUES);
export const forumSortSchema = z.enum(keysOf(FORUM_SORTS));
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export const forumStatusFilterSchema = z.enum(keysOf(FORUM_STATUSES));
export const voteTypeSchema = z.enum(VOTE_TYPES);
export const supportGroupCategorySchema = z.enum(SUPPORT_GROUP_CATEGORIES);
export const secondOpinionSpecialtySchema = z.enum(SECOND_OPINION_SPECIALTIES);
export const urgencyLevelSchema = z.enum(URGENCY_LEVEL_VALUES);
export const secondOpinionStatusSchema = z.enum(SECOND_OPINION_STATUSES);
export const responseTypeSchema = z.enum(RESPONSE_TYPES);
export const announcementSeveritySchema = z.enum(ANNOUNCEMENT_SEVERITIES);
export const announcementTargetSchema = z.enum(ANNOUNCEMENT_TARGETS);
export const fraudFlagSchema = z.enum(FRAUD_FLAG_CODES);
