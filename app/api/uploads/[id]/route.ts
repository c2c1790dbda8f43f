import { NextResponse } from 'next/server';
import { UPLOAD_CSP } from '@/lib/config/csp.mjs';
import { notFound } from '@/lib/server/errors';
import { route } from '@/lib/server/http/route';
import { readUpload } from '@/lib/server/uploads';

export const dynamic = 'force-dynamic';

const UPLOAD_NOT_FOUND = 'Image not found.';

/** Uploaded images. An upload never changes, so browsers and CDNs may keep it for a year. */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const upload = await readUpload(id);
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  return new NextResponse(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // next.config.mjs sets the same for every answer on this path, errors included.
      'Content-Security-Policy': UPLOAD_CSP,
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}, { ids: { id: UPLOAD_NOT_FOUND } });
