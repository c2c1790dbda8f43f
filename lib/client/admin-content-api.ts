import type {
  AdminBlogInput,
  AdminBlogPatch,
  AdminBlogResponse,
  AdminVastuTip,
  AppDetailsUpdate,
  ApplicationDecisionResponse,
  BlogPreviewResponse,
  HoroscopeOverrideInput,
  VastuTipInput,
  VastuTipPatch,
} from '@/lib/contract/admin-content';
import type { FeaturedExpertsResponse } from '@/lib/contract/featured-experts';
import type { ExpertPricesResponse, ExpertPricesUpdate } from '@/lib/contract/experts';
import { loadHttp } from './http';

// The admin console's calls for content and expert applications (docs/api.md, "Admin: content").

export async function createAdminBlog(input: AdminBlogInput): Promise<AdminBlogResponse> {
  const { data } = await (await loadHttp()).post<AdminBlogResponse>('/admin/blogs', input);
  return data;
}

export async function updateAdminBlog(id: string, patch: AdminBlogPatch): Promise<AdminBlogResponse> {
  const { data } = await (await loadHttp()).patch<AdminBlogResponse>(`/admin/blogs/${encodeURIComponent(id)}`, patch);
  return data;
}

export async function previewAdminBlog(content: string, signal?: AbortSignal): Promise<BlogPreviewResponse> {
  const { data } = await (await loadHttp()).post<BlogPreviewResponse>('/admin/blogs/preview', { content }, { signal });
  return data;
}

export async function uploadAdminImage(image: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('image', image);
  const { data } = await (await loadHttp()).post<{ url: string }>('/admin/uploads/images', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}

export async function decideApplication(id: string, decision: 'approve' | 'reject' | 'unpublish' | 'publish', reason?: string): Promise<ApplicationDecisionResponse> {
  const body = decision === 'reject' ? { reason } : {};
  const { data } = await (await loadHttp()).post<ApplicationDecisionResponse>(`/admin/applications/${encodeURIComponent(id)}/${decision}`, body);
  return data;
}

export async function uploadAdminAudio(audio: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('audio', audio);
  const { data } = await (await loadHttp()).post<{ url: string }>('/admin/uploads/audio', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}

export async function createAdminVastuTip(input: VastuTipInput): Promise<{ data: AdminVastuTip }> {
  const { data } = await (await loadHttp()).post<{ data: AdminVastuTip }>('/admin/vastu-tips', input);
  return data;
}

export async function updateAdminVastuTip(id: string, patch: VastuTipPatch): Promise<{ data: AdminVastuTip }> {
  const { data } = await (await loadHttp()).patch<{ data: AdminVastuTip }>(`/admin/vastu-tips/${encodeURIComponent(id)}`, patch);
  return data;
}

export async function overrideAdminHoroscope(day: string, sign: string, input: HoroscopeOverrideInput): Promise<{ data: unknown }> {
  const { data } = await (await loadHttp()).put<{ data: unknown }>(`/admin/horoscope/${encodeURIComponent(day)}/${encodeURIComponent(sign)}`, input);
  return data;
}

export async function updateAdminAppUrl(appName: string, input: AppDetailsUpdate): Promise<{ data: { appName: string; appUrl: string } }> {
  const { data } = await (await loadHttp()).put<{ data: { appName: string; appUrl: string } }>(`/admin/app-details/${encodeURIComponent(appName)}`, input);
  return data;
}

export async function saveFeaturedExperts(slugs: string[]): Promise<FeaturedExpertsResponse> {
  const { data } = await (await loadHttp()).put<FeaturedExpertsResponse>('/admin/featured-experts', { slugs });
  return data;
}

/** Sets or drops an expert's own prices (integer paise; null: the catalogue's). Admins only. */
export async function saveExpertPrices(slug: string, update: ExpertPricesUpdate): Promise<ExpertPricesResponse> {
  const { data } = await (await loadHttp()).put<ExpertPricesResponse>(`/admin/experts/${encodeURIComponent(slug)}/prices`, update);
  return data;
}
