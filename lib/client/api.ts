import type { AppVersionResponse, BlogListResponse, HoroscopeEntry, VastuTip } from '@/lib/contract/content';
import { http } from './http';

// One typed function per API call of SPEC 7 used by the browser.

export const ASTROLOGER_APP_NAME = 'astrologer';

export async function fetchAppVersion(appName: string = ASTROLOGER_APP_NAME): Promise<AppVersionResponse> {
  const { data } = await http.post<AppVersionResponse>('/app-details/version', { appName });
  return data;
}

export async function fetchPublishedBlogs(page: number, limit: number): Promise<BlogListResponse> {
  const { data } = await http.get<BlogListResponse>('/blogs', { params: { status: 'published', page, limit } });
  return data;
}

export async function fetchVastuTips(): Promise<VastuTip[]> {
  const { data } = await http.get<{ status: string; data: VastuTip[] }>('/vastutip/all');
  if (data.status !== 'success' || !Array.isArray(data.data)) throw new Error('Unexpected tips response');
  return data.data;
}

export async function fetchHoroscope(): Promise<HoroscopeEntry[]> {
  const { data } = await http.get<{ data: HoroscopeEntry[] }>('/horoscope');
  return data.data;
}
