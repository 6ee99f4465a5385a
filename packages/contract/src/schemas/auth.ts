import { z } from 'zod';
import { AMBULANCE_CITIES, normalizeVehicleRegistration } from '../constants/ambulance';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../constants/auth';
import { CITIES, DOCTOR_SPECIALTIES, NURSE_CARE_CATEGORIES } from '../constants/directory';
import { MSG_AUTH } from '../messages/auth';
import { MSG_SCHEMA_CHECKS } from '../messages/schema-checks';
import { MSG_TWO_FACTOR } from '../messages/two-factor';
import { isIndianMobile, normalizeIndianMobile } from '../phone';
import { experienceSchema, sessionUserSchema } from './users';

/** Required text: a missing or blank value gets `required`, whatever its type. */
const requiredText = (required: string, max = 200) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters.`);

export const emailSchema = z
  .string({ error: MSG_AUTH.emailRequired })
  .trim()
  .min(1, MSG_AUTH.emailRequired)
  .max(254, MSG_AUTH.emailInvalid)
  .pipe(z.email(MSG_AUTH.emailInvalid))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: MSG_AUTH.passwordRequired })
  .min(1, MSG_AUTH.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG_AUTH.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG_AUTH.passwordTooLong);

export const phoneSchema = z
  .string({ error: MSG_AUTH.phoneRequired })
  .trim()
  .min(1, MSG_AUTH.phoneRequired)
  .refine(isIndianMobile, MSG_AUTH.phoneInvalid)
  .transform(normalizeIndianMobile);

const citySchema = z.enum(CITIES, { error: MSG_AUTH.cityRequired });

const base = {
  name: requiredText(MSG_AUTH.nameRequired, 100),
  email: emailSchema,
  password: passwordSchema,
  /** The spec does not show whether it is sent; when it is, it must match. */
  confirmPassword: z.string().optional(),
  /**
   * The person ticked the privacy-notice box (issue #25). Optional and additive: clients written from the
   * spec alone do not send it, and registering is itself acting on the notice shown on the form; `false`
   * is refused.
   */
  privacyConsent: z.boolean({ error: MSG_SCHEMA_CHECKS.accountConsentRequired }).optional(),
};

const patient = z.object({ ...base, role: z.literal('patient') });
const doctor = z.object({
  ...base,
  role: z.literal('doctor'),
  phone: phoneSchema,
  specialty: z.enum(DOCTOR_SPECIALTIES, { error: MSG_AUTH.specialtyRequired }),
  city: citySchema,
  experience: experienceSchema,
  licenseNumber: requiredText(MSG_AUTH.licenseRequired, 50),
});
const nurse = z.object({
  ...base,
  role: z.literal('nurse'),
  phone: phoneSchema,
  specialty: z.enum(NURSE_CARE_CATEGORIES, { error: MSG_AUTH.careCategoryRequired }),
  city: citySchema,
  experience: experienceSchema,
  licenseNumber: requiredText(MSG_AUTH.licenseRequired, 50),
});
const technician = z.object({
  ...base,
  role: z.literal('technician'),
  phone: phoneSchema,
  /** The certification ID, sent as licenseNumber (spec 01 §5). */
  licenseNumber: requiredText(MSG_AUTH.certificationRequired, 50),
  city: citySchema,
  govId: requiredText(MSG_AUTH.govIdRequired, 50),
});
const ambulance = z.object({
  ...base,
  role: z.literal('ambulance'),
  phone: phoneSchema,
  /** The driver's licence number (spec 01 §5). */
  licenseNumber: requiredText(MSG_AUTH.driversLicenseRequired, 50),
  /** As on the plate; stored in its canonical spaced form (`mh02ek7781` → `MH 02 EK 7781`), as the details editor does. */
  vehicleRegistrationNumber: requiredText(MSG_AUTH.vehicleRegistrationRequired, 20)
    .refine(
      (plate) => normalizeVehicleRegistration(plate) !== null,
      MSG_SCHEMA_CHECKS.vehicleRegistrationInvalid,
    )
    .transform((plate) => normalizeVehicleRegistration(plate) ?? plate),
  govId: requiredText(MSG_AUTH.govIdRequired, 50),
  /** The service city: requests of that city are offered to the driver (one of the six ambulance cities). */
  city: z.enum(AMBULANCE_CITIES, { error: MSG_SCHEMA_CHECKS.driverCityRequired }),
});

/**
 * POST /auth/register. One schema per role: fields a role does not have are dropped (a patient
 * never carries professional fields). `role: 'admin'` is refused — admins are created by
 * `npm run admin:create`.
 */
export const registerSchema = z
  .discriminatedUnion('role', [patient, doctor, nurse, technician, ambulance], {
    error: (issue) =>
      issue.input && typeof issue.input === 'object' && (issue.input as { role?: unknown }).role === 'admin'
        ? MSG_AUTH.adminNotSelfRegister
        : 'Please choose a valid role.',
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG_AUTH.passwordsDoNotMatch });
    }
    if (v.privacyConsent === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['privacyConsent'],
        message: MSG_SCHEMA_CHECKS.accountConsentRequired,
      });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/**
 * 201. Doctors, nurses and patients get a session at once. Technicians and drivers cannot work until
 * an admin approves them, so they get no token: `pendingApproval` is true and `msg` says so.
 */
export const registerResponseSchema = z.object({
  token: z.string().optional(),
  user: sessionUserSchema,
  pendingApproval: z.boolean(),
  msg: z.string(),
});

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MSG_AUTH.passwordRequired })
    .min(1, MSG_AUTH.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});

/** Either a session, or a second step: POST /auth/2fa/login with this userId and a code. */
export const loginResponseSchema = z.union([
  z.object({ token: z.string(), user: sessionUserSchema, msg: z.string() }),
  z.object({ twoFactorRequired: z.literal(true), userId: z.string(), msg: z.string() }),
]);

export const totpCodeSchema = z
  .string({ error: MSG_AUTH.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), MSG_TWO_FACTOR.invalidCode);

/** Number of recovery codes a successful two-factor verify hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** `abcde-12345`: ten characters of a 32-letter alphabet (50 random bits), case and spaces ignored. */
export const recoveryCodeSchema = z
  .string({ error: MSG_AUTH.recoveryCodeRequired })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-9]{5}-?[a-z2-9]{5}$/, MSG_AUTH.recoveryCodeInvalid))
  .transform((v) => v.replace('-', ''));

/** The second step of a two-factor login: an authenticator code in `token`, or one recovery code. */
export const twoFactorLoginSchema = z
  .object({
    userId: z.uuid(MSG_AUTH.invalidTwoFactorToken),
    token: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.token === undefined && v.recoveryCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: MSG_AUTH.codeRequired });
    }
    if (v.token !== undefined && v.recoveryCode !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['recoveryCode'], message: MSG_AUTH.codeOrRecoveryCode });
    }
  });
export const sessionResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  msg: z.string(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: MSG_AUTH.passwordsDoNotMatch,
  });

/** POST /twofactor/setup: a standard otpauth:// URI (any authenticator reads it) and its QR code. */
export const twoFactorSetupResponseSchema = z.object({
  qrCodeUrl: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
/** Turning two-factor on needs a code from the app and the account password (a stolen session is not enough). */
export const twoFactorVerifySchema = z.object({
  token: totpCodeSchema,
  password: z
    .string({ error: MSG_TWO_FACTOR.passwordRequired })
    .min(1, MSG_TWO_FACTOR.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
/** Disabling needs a current code or the account password (a request without a body gets that message). */
export const twoFactorDisableSchema = z.preprocess(
  (v) => v ?? {},
  z
    .object({
      token: totpCodeSchema.optional(),
      password: z.string().min(1, MSG_TWO_FACTOR.codeOrPasswordRequired).max(PASSWORD_MAX_LENGTH).optional(),
    })
    .refine((v) => v.token !== undefined || v.password !== undefined, {
      message: MSG_TWO_FACTOR.codeOrPasswordRequired,
    }),
);

/**
 * POST /twofactor/verify and /twofactor/disable. Changing two-factor ends every session of the
 * account (its token version moves on); `token` is a fresh session for the device that made the
 * change, so the person stays signed in where they are.
 */
/** `token` is a token of the same session: the token already held keeps working too. */
export const twoFactorChangeResponseSchema = z.object({ msg: z.string(), token: z.string() });
/** Verify adds the recovery codes, shown once. */
export const twoFactorVerifyResponseSchema = twoFactorChangeResponseSchema.extend({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});

/** PUT /auth/password: the signed-in person changes their password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MSG_AUTH.currentPasswordRequired })
      .min(1, MSG_AUTH.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: MSG_AUTH.newPasswordSameAsCurrent,
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** GET /api/dev/outbox (development and test only): the latest e-mails the app wrote to its outbox. */
export const devOutboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
