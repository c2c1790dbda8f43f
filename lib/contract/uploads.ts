/** Where a stored upload (a profile image, a tip's audio) is served: GET /api/uploads/<id>. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}
