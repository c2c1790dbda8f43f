import 'server-only';

/**
 * Whether an uploaded file is audio from its first byte to its last, by walking its structure:
 * every MPEG audio frame of an MP3, every page of an Ogg stream (with its checksum), every
 * top-level box of an M4A. Uploads are served from this site's origin, so a file that starts as
 * audio and goes on as HTML (or anything else) must be refused; its first bytes alone prove
 * nothing. A header reader (music-metadata and the like) stops after the first frames and would
 * not see what follows; a decoder would, but none of those is a small, pure package. This walk
 * reads only the framing, so it is fast (a 5 MB file is about 20,000 frame headers) and allocates
 * nothing.
 */

export type AudioType = 'audio/mpeg' | 'audio/mp4' | 'audio/ogg';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The type of a file that is wholly MP3, Ogg or M4A audio; null for anything else. */
export function wholeAudioType(b: Uint8Array): AudioType | null {
  if (b.length >= 4 && ascii(b, 0, 4) === 'OggS') return isWholeOgg(b) ? 'audio/ogg' : null;
  if (b.length >= 8 && ascii(b, 4, 8) === 'ftyp') return isWholeM4a(b) ? 'audio/mp4' : null;
  return isWholeMp3(b) ? 'audio/mpeg' : null;
}

// ---- MP3: MPEG-1, 2 and 2.5 layer III frames, between optional tags ----

// Kbit/s by bitrate index (0 is "free format", which has no length to walk; 15 is invalid).
const KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
// Hz by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1) and sample-rate index.
const HZ: Record<number, number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

/** The length of the layer III frame whose header starts at `at`, and its format; null when there is none. */
function mp3Frame(b: Uint8Array, at: number): { length: number; format: number } | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (b[at + 1]! >> 3) & 3;
  const layer = (b[at + 1]! >> 1) & 3;
  const hz = HZ[version]?.[(b[at + 2]! >> 2) & 3];
  if (layer !== 1 || !hz) return null;
  const kbps = (version === 3 ? KBPS_V1 : KBPS_V2)[b[at + 2]! >> 4]!;
  if (!kbps) return null;
  const padding = (b[at + 2]! >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144_000 : 72_000) * kbps) / hz) + padding;
  // Version, layer and sample rate stay the same from frame to frame of one stream.
  return { length, format: (version << 4) | (layer << 2) | ((b[at + 2]! >> 2) & 3) };
}

/** Where the audio of an MP3 starts: after ID3v2 tags (and the zero padding some tools leave). */
function mp3Start(b: Uint8Array): number {
  let at = 0;
  while (at + 10 <= b.length && ascii(b, at, at + 3) === 'ID3') {
    const size = b.subarray(at + 6, at + 10);
    if (size.some((byte) => byte & 0x80)) return -1; // a tag size is four 7-bit bytes
    const footer = b[at + 5]! & 0x10 ? 10 : 0;
    at += 10 + ((size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!) + footer;
  }
  while (at < b.length && b[at] === 0) at++;
  return at;
}

/** Where the audio of an MP3 ends: before an ID3v1 tag and an APEv2 tag at the end. */
function mp3End(b: Uint8Array): number {
  let end = b.length;
  if (end >= 128 && ascii(b, end - 128, end - 125) === 'TAG') end -= 128;
  if (end >= 32 && ascii(b, end - 32, end - 24) === 'APETAGEX') {
    const view = new DataView(b.buffer, b.byteOffset + end - 32, 32);
    const size = view.getUint32(12, true); // the items and this footer
    const header = view.getUint32(20, true) & 0x80000000 ? 32 : 0;
    end -= size + header;
  }
  return end;
}

function isWholeMp3(b: Uint8Array): boolean {
  const start = mp3Start(b);
  const end = mp3End(b);
  if (start < 0 || end <= start) return false;
  let format = -1;
  let at = start;
  while (at < end) {
    const frame = mp3Frame(b, at);
    if (!frame || (format >= 0 && frame.format !== format)) return false;
    format = frame.format;
    at += frame.length;
  }
  // The last frame ends exactly where the tags (or the file) begin: nothing cut, nothing added.
  return at === end;
}

// ---- Ogg: pages of one logical stream of Vorbis, Opus, FLAC or Speex ----

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** The page's CRC-32 (Ogg's: not reflected, initial value 0), its own checksum field read as zeros. */
function oggPageCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i]!;
    crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

/** The first packet of an Ogg audio stream names its codec. */
const AUDIO_CODEC_HEADERS = ['\x01vorbis', 'OpusHead', '\x7fFLAC', 'Speex   '];

function isWholeOgg(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.length);
  let at = 0;
  let serial = -1;
  let sequence = 0;
  let ended = false;
  while (at < b.length) {
    if (ended || at + 27 > b.length || ascii(b, at, at + 4) !== 'OggS' || b[at + 4] !== 0) return false;
    const flags = b[at + 5]!;
    const segments = b[at + 26]!;
    if (flags & ~0x07 || at + 27 + segments > b.length) return false;
    let length = 27 + segments;
    for (let i = 0; i < segments; i++) length += b[at + 27 + i]!;
    if (at + length > b.length) return false;
    const page = b.subarray(at, at + length);
    if (oggPageCrc(page) !== view.getUint32(at + 22, true)) return false;
    const first = serial < 0;
    // One stream: the first page opens it (and holds the codec's header), the others follow in order.
    if (first !== Boolean(flags & 0x02)) return false;
    if (first) {
      serial = view.getUint32(at + 14, true);
      const packet = ascii(b, at + 27 + segments, at + 27 + segments + 8);
      if (!AUDIO_CODEC_HEADERS.some((h) => packet.startsWith(h))) return false;
    } else if (view.getUint32(at + 14, true) !== serial || view.getUint32(at + 18, true) !== sequence) {
      return false;
    }
    sequence = view.getUint32(at + 18, true) + 1;
    ended = Boolean(flags & 0x04);
    at += length;
  }
  // The last page closes the stream: a file cut at a page boundary is refused too.
  return ended;
}

// ---- M4A: ISO media boxes, a sound track in the movie box ----

/** Audio brands of the file-type box (mp42 and isom are what many encoders write for M4A). */
const M4A_BRANDS = ['M4A ', 'M4B ', 'mp42', 'isom', 'mp41', 'iso2'];
const TOP_LEVEL_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'udta', 'meta', 'uuid', 'pdin', 'sidx', 'moof', 'mfra', 'styp', 'prft', 'emsg']);
/** Boxes on the way from the movie box to a track's handler. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);

interface Box {
  type: string;
  start: number;
  content: number;
  end: number;
}

/** The boxes filling `from`..`to` exactly, or null when one is malformed or runs past `to`. */
function boxesIn(b: Uint8Array, from: number, to: number): Box[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.length);
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return null;
    const type = ascii(b, at + 4, at + 8);
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return null;
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at; // the last box runs to the end
    }
    if (size < header || at + size > to) return null;
    boxes.push({ type, start: at, content: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Whether the movie box has a track whose handler is `soun`. */
function hasSoundTrack(b: Uint8Array, box: Box): boolean {
  const children = boxesIn(b, box.content, box.end);
  if (!children) return false;
  return children.some((child) => {
    if (child.type === 'hdlr') return child.content + 12 <= child.end && ascii(b, child.content + 8, child.content + 12) === 'soun';
    return CONTAINERS.has(child.type) && hasSoundTrack(b, child);
  });
}

function isWholeM4a(b: Uint8Array): boolean {
  const boxes = boxesIn(b, 0, b.length);
  if (!boxes?.length || boxes[0]!.type !== 'ftyp' || boxes.some((box) => !TOP_LEVEL_BOXES.has(box.type))) return false;
  const [ftyp] = boxes;
  if (ftyp!.content + 4 > ftyp!.end || !M4A_BRANDS.includes(ascii(b, ftyp!.content, ftyp!.content + 4))) return false;
  const moov = boxes.filter((box) => box.type === 'moov');
  return moov.length === 1 && boxes.some((box) => box.type === 'mdat' || box.type === 'moof') && hasSoundTrack(b, moov[0]!);
}
