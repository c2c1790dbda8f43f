import fs from 'node:fs';
import path from 'node:path';

// Audio files for the upload tests. The MP3 is one of the site's own narrations (LAME, MPEG-2
// layer III); the Ogg Opus and M4A files are built here, byte by byte, as their formats lay out.

/** A real MP3 (about 90 kB): one of the Vastu tips' narrations. */
export function realMp3(): Buffer {
  return fs.readFileSync(path.join(__dirname, '../../public/audio/tips/repair-leaking-taps.mp3'));
}

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, initial value 0). */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let i = 0; i < 8; i++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** One Ogg page holding one packet (under 255 bytes). Flags: 2 first page, 4 last page. */
function oggPage(packet: Buffer, { flags, granule, sequence }: { flags: number; granule: bigint; sequence: number }): Buffer {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[4] = 0; // version
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header[26] = 1; // one segment
  header[27] = packet.length;
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** A short Ogg Opus file: its two header pages and one page of 20 ms of silence. */
export function oggOpus(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // one channel
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12); // input sample rate
  const vendor = 'test';
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  tags.write(vendor, 12, 'latin1');
  const silence = Buffer.from([0xf8, 0xff, 0xfe]); // one 20 ms CELT frame of silence
  return Buffer.concat([
    oggPage(head, { flags: 2, granule: 0n, sequence: 0 }),
    oggPage(tags, { flags: 0, granule: 0n, sequence: 1 }),
    oggPage(silence, { flags: 4, granule: 960n, sequence: 2 }),
  ]);
}

/** An ISO media box: 32-bit size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The outline of an M4A file: ftyp, a moov whose one track is sound (hdlr `soun`), and its mdat. */
export function m4a(): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A ', 'latin1'), Buffer.alloc(4), Buffer.from('M4A mp42isom', 'latin1'));
  const hdlr = box('hdlr', Buffer.alloc(4), Buffer.alloc(4), Buffer.from('soun', 'latin1'), Buffer.alloc(12), Buffer.from('SoundHandler\0', 'latin1'));
  const mdhd = box('mdhd', Buffer.alloc(24));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', mdhd, hdlr, box('minf', Buffer.alloc(16)))));
  const mdat = box('mdat', Buffer.from([0x21, 0x10, 0x04, 0x60, 0x8c, 0x1c]));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** An HTML page, as someone would append it to pass for audio. */
export const HTML_TAIL = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n', 'latin1');
