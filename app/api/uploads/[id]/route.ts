import { NextResponse } from 'next/server';
import { UPLOAD_CSP } from '@/lib/config/csp.mjs';
import { notFound } from '@/lib/server/errors';
import { route } from '@/lib/server/http/route';
import { readUpload, uploadFileName } from '@/lib/server/uploads';

export const dynamic = 'force-dynamic';

const UPLOAD_NOT_FOUND = 'Image not found.';

/**
 * Uploaded images and audio. An upload never changes, so browsers and CDNs may keep it for a year.
 * Shown in the page (inline) under a name of ours, and never sniffed as another type.
 */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const upload = await readUpload(id);
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  return new NextResponse(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Disposition': `inline; filename="${uploadFileName(id, upload.contentType)}"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // next.config.mjs sets the same for every answer on this path, errors included.
      'Content-Security-Policy': UPLOAD_CSP,
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}, { ids: { id: UPLOAD_NOT_FOUND } });
