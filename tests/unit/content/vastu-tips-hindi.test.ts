/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { VastuTipSeed } from '@/content/types';
import { wholeAudioType } from '@/lib/server/audio-format';

// Every Vastu tip has its Hindi text and a Hindi narration (scripts/generate-tip-audio-hi.mjs)
// that is real speech: whole MPEG audio encoded as the English narrations are, as long as its
// text needs, and not silence. No decoder is among the dependencies, so the frames are read here.

const root = path.join(__dirname, '../../..');
const tips = JSON.parse(fs.readFileSync(path.join(root, 'content/vastu-tips.json'), 'utf8')) as VastuTipSeed[];
const publicFile = (url: string) => fs.readFileSync(path.join(root, 'public', url));

/** MPEG-2 layer III, as LAME writes the narrations: 576 samples a frame. */
const SAMPLES_PER_FRAME = 576;
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
const HZ_V2 = [22050, 24000, 16000];

interface Frame {
  kbps: number;
  hz: number;
  mono: boolean;
  /** Bits of Huffman-coded spectrum in the (one, mono) granule: 0 = nothing to hear. */
  part23Length: number;
}

/** The MPEG-2 layer III frames of a file, from its first byte to its last (throws on anything else). */
function frames(bytes: Buffer): Frame[] {
  const out: Frame[] = [];
  let at = 0;
  while (at < bytes.length) {
    const h = bytes.readUInt32BE(at);
    if (h >>> 21 !== 0x7ff) throw new Error(`no frame sync at byte ${at}`);
    const version = (h >>> 19) & 3; // 2 = MPEG-2
    const layer = (h >>> 17) & 3; // 1 = layer III
    if (version !== 2 || layer !== 1) throw new Error(`not MPEG-2 layer III at byte ${at}`);
    const crc = ((h >>> 16) & 1) === 0;
    const kbps = KBPS_V2[(h >>> 12) & 15]!;
    const hz = HZ_V2[(h >>> 10) & 3]!;
    const padding = (h >>> 9) & 1;
    const mono = ((h >>> 6) & 3) === 3;
    const length = Math.floor((72 * kbps * 1000) / hz) + padding;
    // Mono MPEG-2 side info: main_data_begin (8 bits), private (1), then part2_3_length (12).
    const side = at + 4 + (crc ? 2 : 0);
    const part23Length = ((bytes.readUInt16BE(side + 1) & 0x7f) << 5) | (bytes[side + 3]! >>> 3);
    out.push({ kbps, hz, mono, part23Length });
    at += length;
  }
  if (at !== bytes.length) throw new Error('the last frame is cut short');
  return out;
}

/** LAME's first frame carries its Info tag, not sound. */
const hasInfoTag = (bytes: Buffer) => ['Info', 'Xing'].includes(bytes.toString('latin1', 4 + 17, 4 + 21));

const seconds = (f: readonly Frame[]) => (f.length * SAMPLES_PER_FRAME) / f[0]!.hz;

describe.each(tips.map((t) => [t.key, t] as const))('tip %s', (_key, tip) => {
  test('has its title and description written in Hindi', () => {
    for (const text of [tip.titleHi, tip.descriptionHi]) {
      const letters = text.replace(/[^\p{L}\p{M}]/gu, '');
      const devanagari = letters.replace(/[^\u0900-\u097F]/g, '');
      expect(devanagari.length / letters.length).toBeGreaterThan(0.95);
    }
  });

  test('has a Hindi narration: whole MP3 encoded as the English one, and mostly sound', () => {
    expect(tip.audioUrlHi).toBe(`/audio/tips/hi/${tip.key}.mp3`);
    const bytes = publicFile(tip.audioUrlHi);
    expect(wholeAudioType(bytes)).toBe('audio/mpeg');
    const all = frames(bytes);
    const english = frames(publicFile(tip.audioUrl))[0]!;
    expect(all.every((f) => f.kbps === english.kbps && f.hz === english.hz && f.mono === english.mono)).toBe(true);
    const sound = (hasInfoTag(bytes) ? all.slice(1) : all).filter((f) => f.part23Length > 0);
    // Speech has pauses between words and sentences, but most frames carry sound.
    expect(sound.length / all.length).toBeGreaterThan(0.6);
  });
});

test('each narration lasts as long as its text needs, so the longest text has the longest narration', () => {
  const read = tips.map((t) => ({ chars: (t.titleHi + t.descriptionHi).length, seconds: seconds(frames(publicFile(t.audioUrlHi))) }));
  for (const r of read) {
    // Hindi read aloud at an ordinary pace: some 10 to 25 characters a second.
    expect(r.chars / r.seconds).toBeGreaterThan(10);
    expect(r.chars / r.seconds).toBeLessThan(25);
  }
  const byLength = [...read].sort((a, b) => a.chars - b.chars);
  expect(byLength.at(-1)!.seconds).toBeGreaterThan(byLength[0]!.seconds);
});
