import type { DeskBookingResponse } from '@/lib/contract/expert-desk';
import type { ExpertAvailabilityResponse, ExpertAvailabilityUpdate } from '@/lib/contract/experts';
import { loadHttp } from './http';

// Browser calls of the expert's desk (/expert): the meeting link, "Mark done", their own hours.

const deskBooking = (id: string) => `/experts/me/bookings/${encodeURIComponent(id)}`;

export async function saveMeetingLink(id: string, meetingLink: string): Promise<DeskBookingResponse> {
  const { data } = await (await loadHttp()).put<DeskBookingResponse>(`${deskBooking(id)}/meeting-link`, { meetingLink });
  return data;
}

export async function markDone(id: string, summary: string): Promise<DeskBookingResponse> {
  const { data } = await (await loadHttp()).post<DeskBookingResponse>(`${deskBooking(id)}/done`, { summary });
  return data;
}

export async function saveOwnAvailability(update: ExpertAvailabilityUpdate): Promise<ExpertAvailabilityResponse> {
  const { data } = await (await loadHttp()).put<ExpertAvailabilityResponse>('/experts/me/availability', update);
  return data;
}
