import 'server-only';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_MAX_BYTES } from '@/lib/contract/expert-profile';
import { uploadUrl } from '@/lib/contract/uploads';
import { getDb, type AppDb } from './db/client';
import { wholeAudioType, type AudioType } from './audio-format';
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

/** Largest image accepted, in pixels: decoding takes about 4 bytes a pixel, so 64 MB at most. */
export const IMAGE_MAX_PIXELS = 16_000_000;
/** Images decoded at once in this process (a small semaphore), each by one libvips thread. */
const DECODE_SLOTS = 2;
sharp.concurrency(1);

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of DECODE_SLOTS is free, so a burst of uploads queues instead of exhausting memory and CPU. */
async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODE_SLOTS) decoding++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next(); // hand the slot straight to the next upload
    else decoding--;
  }
}

export interface PreparedImage {
  contentType: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded profile image (JPEG, PNG or WebP by content; at most 5 MB and 16 MP, read
 * from its header before anything is decoded) and re-encodes it as WebP no larger than 800 px
 * (which drops EXIF, GPS and any other metadata, and anything hidden after the image data).
 * Nothing is stored: see storeImage.
 */
export async function prepareProfileImage(file: File): Promise<PreparedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, 'The image is larger than 5 MB. Please choose a smaller one.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw new HttpError(415, 'Please upload a JPEG, PNG or WebP image.');
  const unreadable = () => new HttpError(415, 'This image could not be read. Please upload another JPEG, PNG or WebP image.');

  const header = await sharp(bytes).metadata().catch(() => {
    throw unreadable();
  });
  if (!header.width || !header.height) throw unreadable();
  if (header.width * header.height > IMAGE_MAX_PIXELS) {
    throw new HttpError(413, `The image is ${header.width} × ${header.height} pixels; at most 16 megapixels are accepted. Please choose a smaller one.`);
  }

  return withDecodeSlot(async () => {
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate() // apply the EXIF orientation before the metadata goes
        .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable();
    }
    return { contentType: 'image/webp', bytes: output.data, width: output.info.width, height: output.info.height };
  });
}

/** Stores a prepared image (inside the caller's transaction, so a failure leaves no row). */
export async function storeImage(db: Pick<AppDb, 'insert'>, image: PreparedImage, ownerId: string): Promise<{ id: string; url: string }> {
  const [row] = await db.insert(uploads).values({ ownerId, ...image }).returning({ id: uploads.id });
  return { id: row!.id, url: uploadUrl(row!.id) };
}

export async function deleteImage(db: Pick<AppDb, 'delete'>, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg' };

/** The name an upload is served under (`<id>.<ext>`): ours, never the uploader's. */
export function uploadFileName(id: string, contentType: string): string {
  return `${id}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export async function readUpload(id: string) {
  const db = await getDb();
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;
export type { AudioType };

/**
 * The audio type by its first bytes: MP3 (an ID3 tag, or an MPEG audio frame header), M4A (an
 * ISO media `ftyp` box of an audio brand) or Ogg (`OggS`). Not by the name or the claimed type.
 */
export function sniffAudioType(b: Uint8Array): AudioType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 10 && ascii(0, 3) === 'ID3') return 'audio/mpeg';
  // MPEG-1/2 layer III frame sync: 11 set bits, a valid version and layer, a valid bitrate.
  if (b.length >= 4 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) === 0x02 && (b[1]! & 0x18) !== 0x08 && b[2]! >> 4 !== 0x0f) return 'audio/mpeg';
  if (b.length >= 12 && ascii(4, 8) === 'ftyp' && ['M4A ', 'M4B ', 'mp42', 'isom', 'mp41', 'iso2'].includes(ascii(8, 12))) return 'audio/mp4';
  if (b.length >= 28 && ascii(0, 4) === 'OggS') return 'audio/ogg';
  return null;
}

/**
 * Checks an uploaded audio file (MP3, M4A or Ogg, at most 5 MB): recognised by its first bytes,
 * then walked to its last (audio-format.ts), so nothing but audio is stored and served. Stored as
 * it came.
 */
export async function prepareAudio(file: File): Promise<{ contentType: AudioType; bytes: Buffer }> {
  if (file.size > AUDIO_MAX_BYTES) throw new HttpError(413, 'The audio file is larger than 5 MB. Please choose a shorter one.');
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = sniffAudioType(bytes);
  if (!contentType) throw new HttpError(415, 'Please upload an MP3, M4A or OGG audio file.');
  if (wholeAudioType(bytes) !== contentType) {
    throw new HttpError(415, 'This file could not be read as audio from start to end: it may be cut short or hold something other than audio. Please export it again as MP3, M4A or OGG.');
  }
  return { contentType, bytes };
}

/** Stores checked audio (inside the caller's transaction). */
export async function storeAudio(db: Pick<AppDb, 'insert'>, audio: { contentType: AudioType; bytes: Buffer }, ownerId: string): Promise<{ id: string; url: string }> {
  const [row] = await db.insert(uploads).values({ ownerId, ...audio, width: 0, height: 0 }).returning({ id: uploads.id });
  return { id: row!.id, url: uploadUrl(row!.id) };
}
