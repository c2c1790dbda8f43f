import './zod-jitless';
import { z } from 'zod';
import { emailSchema, otpSchema } from './auth';
import { LOCALES, type Locale } from '../i18n/locales';
import { textField } from './text-field';

// The signed-in user's own account: name, e-mail, their data as a download, deleting it (issue 10).

export const NAME_MAX_LENGTH = 80;

const NAME_REQUIRED = 'Please enter your name.';

/** Said when the account's language is not one of the site's (lib/i18n/locales.ts). */
export const LANGUAGE_CHOICE_MESSAGE = 'Choose English (en) or Hindi (hi) as the language of your messages.';

const nameField = textField('Name', NAME_MAX_LENGTH, { required: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED);

/** The language of the account's SMS and e-mail: one of the site's languages. */
export const accountLanguageSchema = z.enum(LOCALES, { error: LANGUAGE_CHOICE_MESSAGE });

/**
 * PATCH /api/users/me: the name, the language of the account's messages, or both. A body with
 * neither asks for the name, as the name-only form always did.
 */
export const updateProfileRequestSchema = z
  .object({ name: nameField.optional(), language: accountLanguageSchema.optional() })
  .refine((body) => body.name !== undefined || body.language !== undefined, { message: NAME_REQUIRED, path: ['name'] });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/users/me/email: sends a code to the address. */
export const emailChangeRequestSchema = z.object({ email: emailSchema });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /api/users/me/email/verify: the code sent to the address. */
export const emailVerifyRequestSchema = z.object({ otp: otpSchema });
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;

/** The word the user types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';

/** DELETE /api/users/me. */
export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `To delete your account, send confirm: "${DELETE_CONFIRMATION}".` }),
});

/** The owner's own profile, with whether the e-mail address was verified. */
export interface Profile {
  _id: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  /** An address waiting for its code, if any. */
  pendingEmail: string | null;
  country_code: string;
  mobile: string;
  /** The language of the account's SMS and e-mail. */
  language: Locale;
  createdAt: string;
}

/** GET, PATCH /api/users/me; POST /api/users/me/email/verify. */
export interface ProfileResponse {
  status: 'success';
  message: string;
  data: Profile;
}

/** POST /api/users/me/email, DELETE /api/users/me. */
export interface AccountMessageResponse {
  status: 'success';
  message: string;
}

/** GET /api/users/me/export: one part per area of the site (profile, sessions, reports, ...). */
export interface AccountExport {
  exportedAt: string;
  [part: string]: unknown;
}
