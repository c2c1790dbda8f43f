import './zod-jitless';
import { z } from 'zod';
import { emailSchema, otpSchema } from './auth';
import { textField } from './text-field';

// The signed-in user's own account: name, e-mail, their data as a download, deleting it (issue 10).

export const NAME_MAX_LENGTH = 80;

/** PATCH /api/users/me. */
export const updateProfileRequestSchema = z.object({
  name: textField('Name', NAME_MAX_LENGTH, { required: 'Please enter your name.' }).trim().min(1, 'Please enter your name.'),
});
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
