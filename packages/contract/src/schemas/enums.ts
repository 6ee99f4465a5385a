import { z } from 'zod';
import { FRAUD_FLAG_CODES } from '../constants/admin';
import { AMBULANCE_CITIES, AMBULANCE_TYPES, EMERGENCY_TYPES } from '../constants/ambulance';
import { APPOINTMENT_STATUSES, BOOKING_TYPES, DOCTOR_SLOTS, NURSE_SLOTS } from '../constants/appointments';
import { ROLES, SELF_REGISTER_ROLES } from '../constants/auth';
import { CARE_CIRCLE_ROLES } from '../constants/care-circle';
import {
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SORTS,
  DOCTOR_SPECIALTIES,
  NURSE_CARE_CATEGORIES,
  NURSE_SEARCH_CATEGORIES,
  NURSE_SPECIALTIES,
} from '../constants/directory';
import {
  FORUM_CATEGORY_VALUES,
  FORUM_SORTS,
  FORUM_STATUSES,
  QUESTION_STATUSES,
  VOTE_TYPES,
} from '../constants/forum';
import { LAB_SLOTS } from '../constants/lab-tests';
import { PAYMENT_METHODS } from '../constants/payments';
import {
  RESPONSE_TYPES,
  SECOND_OPINION_SPECIALTIES,
  SECOND_OPINION_STATUSES,
  URGENCY_LEVEL_VALUES,
} from '../constants/second-opinions';
import { SUPPORT_GROUP_CATEGORIES } from '../constants/support';
import { keysOf } from '../keys-of';

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
export { announcementSeveritySchema, announcementTargetSchema } from './announcement-enums';
export const fraudFlagSchema = z.enum(FRAUD_FLAG_CODES);
