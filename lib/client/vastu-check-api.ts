import type { VastuCheckRequest, VastuCheckResponse } from '@/lib/contract/vastu-check';
import { loadHttp } from './http';

// Browser call of the free Vastu self-check (issue 12).

export async function createVastuCheck(answers: VastuCheckRequest): Promise<VastuCheckResponse> {
  const { data } = await (await loadHttp()).post<VastuCheckResponse>('/vastu-check', answers);
  return data;
}
