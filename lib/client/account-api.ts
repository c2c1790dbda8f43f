import type { AccountMessageResponse, Profile, ProfileResponse } from '@/lib/contract/account';
import { DELETE_CONFIRMATION } from '@/lib/contract/account';
import type { ReportDeletedResponse, ReportKind, ReportListResponse, ReportResponse } from '@/lib/contract/reports';
import { loadHttp } from './http';

// Browser calls of the signed-in user's own data: saved reports, profile, e-mail, download, deletion.

export async function fetchReports(): Promise<ReportListResponse> {
  const { data } = await (await loadHttp()).get<ReportListResponse>('/reports');
  return data;
}

export async function saveReport(kind: ReportKind, resultId: string, title?: string): Promise<ReportResponse> {
  const { data } = await (await loadHttp()).post<ReportResponse>('/reports', { kind, resultId, ...(title ? { title } : {}) });
  return data;
}

export async function renameReport(id: string, title: string): Promise<ReportResponse> {
  const { data } = await (await loadHttp()).patch<ReportResponse>(`/reports/${encodeURIComponent(id)}`, { title });
  return data;
}

export async function deleteReport(id: string): Promise<ReportDeletedResponse> {
  const { data } = await (await loadHttp()).delete<ReportDeletedResponse>(`/reports/${encodeURIComponent(id)}`);
  return data;
}

export async function fetchProfile(): Promise<Profile> {
  const { data } = await (await loadHttp()).get<ProfileResponse>('/users/me');
  return data.data;
}

export async function updateName(name: string): Promise<ProfileResponse> {
  const { data } = await (await loadHttp()).patch<ProfileResponse>('/users/me', { name });
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
