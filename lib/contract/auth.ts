import './zod-jitless';
import { z } from 'zod';
import { EXPERT_KINDS, type ExpertKind } from '@/lib/experts';
import { textField } from './text-field';

// Requests and responses of the account API (SPEC 3, 5, 7). Shared by routes and forms.

export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
export const OTP_MESSAGE = 'Please enter the 6-digit OTP.';

/** Ten digits; spaces and dashes typed between them are ignored. */
export const mobileSchema = textField('mobile', 20, { required: MOBILE_MESSAGE, tooLong: MOBILE_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{10}$/.test(v), MOBILE_MESSAGE);

export const otpSchema = textField('otp', 12, { required: OTP_MESSAGE, tooLong: OTP_MESSAGE }).trim().regex(/^\d{6}$/, OTP_MESSAGE);

/** India only for now: "+91" on login, "91" on registration (SPEC 9). */
const countryCodeSchema = z
  .union([textField('country_code', 8), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? '91' : String(v).replace(/^\+/, '')))
  .refine((v) => v === '91', 'Only Indian mobile numbers (+91) are supported at the moment.');

export const loginMobileRequestSchema = z.object({ mobile: mobileSchema, country_code: countryCodeSchema });

export const loginVerifyRequestSchema = z.object({ mobile: mobileSchema, otp: otpSchema, country_code: countryCodeSchema });

export const emailSchema = textField('E-mail address', 254, { required: 'Please enter your e-mail address.', tooLong: 'That e-mail address is too long.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid e-mail address.'));

export const registrationVerifyRequestSchema = z.object({
  // A mobile number or an e-mail address.
  identifier: textField('identifier', 254).trim().min(1, 'identifier is required.'),
  otp: otpSchema,
  country_code: countryCodeSchema,
});

/**
 * POST /users/verify-otp has two request shapes (SPEC 7): `{identifier, otp}` for a registration
 * step, `{mobile, otp}` for a sign-in. The presence of `identifier` decides which one applies, so
 * a bad body gets the messages of the shape it was meant to be.
 */
export const verifyRequestSchema = z.preprocess(
  (raw) => (typeof raw === 'object' && raw !== null ? { ...raw, kind: 'identifier' in raw ? 'registration' : 'login' } : raw),
  z.discriminatedUnion('kind', [
    registrationVerifyRequestSchema.extend({ kind: z.literal('registration') }),
    loginVerifyRequestSchema.extend({ kind: z.literal('login') }),
  ]),
);

export const PASSWORD_MIN_LENGTH = 8;
// Longer passwords are refused before anything else: the strength check's cost grows fast with length.
export const PASSWORD_MAX_LENGTH = 128;

// The kinds are declared with their titles and labels in lib/experts/kinds.ts; the request field takes them from there.
export { EXPERT_KINDS, type ExpertKind };

export const registrationRequestSchema = z.object({
  name: textField('Name', 80, { required: 'Please enter your name.' }).trim().min(1, 'Please enter your name.'),
  email: emailSchema,
  mobile: mobileSchema,
  password: z
    .string({ error: 'Please enter a password.' })
    .min(1, 'Please enter a password.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  country_code: countryCodeSchema,
  /** Which profile the expert will create next; decides the account's role. */
  expertType: z.enum(EXPERT_KINDS).optional().default('astrologer'),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** The user record returned to its owner and kept by the browser as `userData` (SPEC 3). */
export interface UserData {
  _id: string;
  name: string;
  email: string | null;
  country_code: string;
  mobile: string;
  address: string;
  role: string[];
  status: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/users/login/mobile, success and failure alike (the client reads user.status). */
export interface LoginResponse {
  user: { status: boolean; message: string };
}

/** POST /api/users/send-otp, success and failure alike (the registration screen reads status). */
export interface SendOtpResponse {
  status: boolean;
  message: string;
}

/** GET /api/users/getById/{id}: the signed-in owner's own record. */
export interface UserResponse {
  status: 'success';
  data: UserData;
}

/** POST /api/users/logout. */
export interface LogoutResponse {
  status: 'success';
  message: string;
}

/** POST /api/users/verify-otp, both shapes, success and failure alike (the client reads isVerified.status). */
export interface VerifyResponse {
  isVerified: { status: boolean; message: string; data?: UserData | null };
  message: string;
}
