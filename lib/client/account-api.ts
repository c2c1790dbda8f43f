import type { AccountMessageResponse, Profile, ProfileResponse } from '@/lib/contract/account';
import { DELETE_CONFIRMATION } from '@/lib/contract/account';
import { loadHttp } from './http';

// Browser calls of the signed-in user's own account: profile, e-mail, download, deletion
// (saved reports: reports-api.ts, kept apart so a result page does not load the account's schemas).

export async function fetchProfile(): Promise<Profile> {
  const { data } = await (await loadHttp()).get<ProfileResponse>('/users/me');
  return data.data;
}

export async function updateName(name: string): Promise<ProfileResponse> {
  const { data } = await (await loadHttp()).patch<ProfileResponse>('/users/me', { name });
  return data;
}

/** The language of the account's SMS and e-mail. */
export async function updateLanguage(language: Profile['language']): Promise<ProfileResponse> {
  const { data } = await (await loadHttp()).patch<ProfileResponse>('/users/me', { language });
  return data;
}

export async function requestEmailCode(email: string): Promise<AccountMessageResponse> {
  const { data } = await (await loadHttp()).post<AccountMessageResponse>('/users/me/email', { email });
  return data;
}

export async function verifyEmailCode(otp: string): Promise<ProfileResponse> {
  const { data } = await (await loadHttp()).post<ProfileResponse>('/users/me/email/verify', { otp });
  return data;
}

export async function deleteAccount(): Promise<AccountMessageResponse> {
  const { data } = await (await loadHttp()).delete<AccountMessageResponse>('/users/me', { data: { confirm: DELETE_CONFIRMATION } });
  return data;
}

/** The download link of the user's data (a plain link: the browser saves the attachment). */
export const ACCOUNT_EXPORT_URL = `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}/users/me/export`;
