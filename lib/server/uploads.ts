import 'server-only';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_MAX_BYTES } from '@/lib/contract/expert-profile';
import { getDb } from './db/client';
import { uploads } from './db/schema';
import { HttpError } from './errors';

const MAX_EDGE = 800;

/** The image type by its first bytes, not by the name or the type the browser claims. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  if (b.length >= 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Checks an uploaded profile image (JPEG, PNG or WebP by content; at most 5 MB), re-encodes it
 * as WebP no larger than 800 px (which drops EXIF, GPS and any other metadata, and anything
 * hidden after the image data) and stores it in the database. Returns its public URL.
 */
export async function storeProfileImage(file: File, ownerId: string): Promise<{ id: string; url: string }> {
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, 'The image is larger than 5 MB. Please choose a smaller one.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw new HttpError(415, 'Please upload a JPEG, PNG or WebP image.');

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, 'This image could not be read. Please upload another JPEG, PNG or WebP image.');
  }

  const db = await getDb();
  const [row] = await db
    .insert(uploads)
    .values({ ownerId, contentType: 'image/webp', bytes: output.data, width: output.info.width, height: output.info.height })
    .returning({ id: uploads.id });
  return { id: row!.id, url: `/api/uploads/${row!.id}` };
}

export async function readUpload(id: string) {
  const db = await getDb();
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}
