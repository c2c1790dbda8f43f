import type { ExpertKind, LoginResponse, SendOtpResponse, UserData, UserResponse, VerifyResponse } from '@/lib/contract/auth';
import type { AppVersionResponse, BlogListResponse, HoroscopeEntry, HoroscopeResponse, VastuTip, VastuTipsResponse } from '@/lib/contract/content';
import type { AstrologerApplicationResponse, OwnApplication, OwnApplicationsResponse, VastuApplicationResponse } from '@/lib/contract/expert-profile';
import type { Locale } from '@/lib/i18n/locales';
import { loadHttp } from './http';

// One typed function per API call of SPEC 7 used by the browser; replies are the contract's types.

export const ASTROLOGER_APP_NAME = 'astrologer';

export async function fetchAppVersion(appName: string = ASTROLOGER_APP_NAME): Promise<AppVersionResponse> {
  const { data } = await (await loadHttp()).post<AppVersionResponse>('/app-details/version', { appName });
  return data;
}

export async function fetchPublishedBlogs(page: number, limit: number): Promise<BlogListResponse> {
  const { data } = await (await loadHttp()).get<BlogListResponse>('/blogs', { params: { status: 'published', page, limit } });
  return data;
}

/** The tips; on a Hindi page `lang: 'hi'` (an English page asks without a language, as SPEC 7). */
export async function fetchVastuTips(lang?: Locale): Promise<VastuTip[]> {
  const { data } = await (await loadHttp()).get<VastuTipsResponse>('/vastutip/all', lang ? { params: { lang } } : undefined);
  if (data.status !== 'success' || !Array.isArray(data.data)) throw new Error('Unexpected tips response');
  return data.data;
}

/** Today's entries; in Hindi with `lang: 'hi'` (an editor's English-only entry then says `language: 'en'`). */
export async function fetchHoroscope(lang?: 'hi'): Promise<HoroscopeEntry[]> {
  const { data } = await (await loadHttp()).get<HoroscopeResponse>(lang ? `/horoscope?lang=${lang}` : '/horoscope');
  return data.data;
}

// ---- accounts (SPEC 7)

export async function sendLoginOtp(mobile: string): Promise<LoginResponse> {
  const { data } = await (await loadHttp()).post<LoginResponse>('/users/login/mobile', { mobile, country_code: '+91' });
  return data;
}

export async function verifyLoginOtp(mobile: string, otp: string): Promise<VerifyResponse> {
  const { data } = await (await loadHttp()).post<VerifyResponse>('/users/verify-otp', { mobile, otp });
  return data;
}

export async function logout(): Promise<void> {
  await (await loadHttp()).post('/users/logout');
}

export async function fetchUserById(id: string): Promise<UserData> {
  const { data } = await (await loadHttp()).get<UserResponse>(`/users/getById/${encodeURIComponent(id)}`);
  return data.data;
}

export async function sendRegistrationOtps(payload: {
  name: string;
  email: string;
  mobile: string;
  password: string;
  country_code?: string;
  expertType: ExpertKind;
}): Promise<SendOtpResponse> {
  const { data } = await (await loadHttp()).post<SendOtpResponse>('/users/send-otp', { country_code: '91', ...payload });
  return data;
}

export async function verifyRegistrationOtp(identifier: string, otp: string): Promise<VerifyResponse> {
  const body = identifier.includes('@') ? { identifier, otp } : { identifier, otp, country_code: '91' };
  const { data } = await (await loadHttp()).post<VerifyResponse>('/users/verify-otp', body);
  return data;
}

// ---- expert applications (multipart; lists and objects as JSON text)

export async function submitAstrologerProfile(form: FormData): Promise<AstrologerApplicationResponse> {
  const { data } = await (await loadHttp()).post<AstrologerApplicationResponse>('/talktoastrologer', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}

/** The signed-in user's own applications, to show where one stands after a reload or a later visit. */
export async function fetchOwnApplications(): Promise<OwnApplication[]> {
  const { data } = await (await loadHttp()).get<OwnApplicationsResponse>('/users/me/expert-applications');
  return data.data;
}

export async function submitVastuAstrologerProfile(form: FormData): Promise<VastuApplicationResponse> {
  const { data } = await (await loadHttp()).post<VastuApplicationResponse>('/astrologers', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}
