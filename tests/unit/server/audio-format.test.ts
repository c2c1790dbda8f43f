/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { wholeAudioType } from '@/lib/server/audio-format';
import { prepareAudio } from '@/lib/server/uploads';
import { HTML_TAIL, m4a, oggOpus, realMp3 } from '../../support/audio';

// An uploaded narration is served from this site: it must be audio from its first byte to its
// last, not audio frame headers with an HTML page behind them.

const file = (bytes: Buffer, name = 'tip.mp3') => new File([new Uint8Array(bytes)], name);
const id3v2 = (size: number) => Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, size >> 7, size & 0x7f]), Buffer.alloc(size)]);
const id3v1 = () => Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125, 0x20)]);
function apeTag(): Buffer {
  const item = Buffer.concat([Buffer.from([5, 0, 0, 0, 0, 0, 0, 0]), Buffer.from('Title\0Vastu', 'latin1')]);
  const footer = Buffer.alloc(32);
  footer.write('APETAGEX', 0, 'latin1');
  footer.writeUInt32LE(2000, 8);
  footer.writeUInt32LE(item.length + 32, 12);
  footer.writeUInt32LE(1, 16);
  return Buffer.concat([item, footer]);
}

describe('prepareAudio: the whole file must be audio', () => {
  it('accepts a real MP3, and the same with ID3v2, ID3v1 and APE tags', async () => {
    await expect(prepareAudio(file(realMp3()))).resolves.toEqual({ contentType: 'audio/mpeg', bytes: realMp3() });
    const tagged = Buffer.concat([id3v2(300), realMp3(), apeTag(), id3v1()]);
    await expect(prepareAudio(file(tagged))).resolves.toMatchObject({ contentType: 'audio/mpeg' });
  });

  it('refuses a real MP3 with an HTML page after its frames, with a clear 415', async () => {
    for (const polyglot of [Buffer.concat([realMp3(), HTML_TAIL]), Buffer.concat([id3v2(20), realMp3(), HTML_TAIL, id3v1()])]) {
      await expect(prepareAudio(file(polyglot))).rejects.toMatchObject({ status: 415, message: expect.stringMatching(/could not be read as audio from start to end/) });
    }
  });

  it('refuses MP3 frame headers followed by HTML, as the finding showed', async () => {
    const headersThenHtml = Buffer.concat([realMp3().subarray(0, 4), HTML_TAIL]);
    await expect(prepareAudio(file(headersThenHtml))).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a truncated MP3 (its last frame cut short) and HTML inserted between frames', async () => {
    const mp3 = realMp3();
    await expect(prepareAudio(file(mp3.subarray(0, mp3.length - 100)))).rejects.toMatchObject({ status: 415 });
    // HTML between the first and the second frame.
    const frame = frameLength(mp3);
    await expect(prepareAudio(file(Buffer.concat([mp3.subarray(0, frame), HTML_TAIL, mp3.subarray(frame)])))).rejects.toMatchObject({ status: 415 });
  });

  it('accepts a whole Ogg Opus file and an M4A, and refuses either with HTML behind it', async () => {
    await expect(prepareAudio(file(oggOpus(), 'tip.ogg'))).resolves.toMatchObject({ contentType: 'audio/ogg' });
    await expect(prepareAudio(file(m4a(), 'tip.m4a'))).resolves.toMatchObject({ contentType: 'audio/mp4' });
    await expect(prepareAudio(file(Buffer.concat([oggOpus(), HTML_TAIL])))).rejects.toMatchObject({ status: 415 });
    await expect(prepareAudio(file(Buffer.concat([m4a(), HTML_TAIL])))).rejects.toMatchObject({ status: 415 });
  });

  it('still refuses what is not audio at all with the message naming the accepted types', async () => {
    await expect(prepareAudio(file(HTML_TAIL))).rejects.toMatchObject({ status: 415, message: 'Please upload an MP3, M4A or OGG audio file.' });
  });
});

describe('wholeAudioType', () => {
  it("accepts every narration the site ships (public/audio/tips)", () => {
    const dir = path.join(__dirname, '../../../public/audio/tips');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mp3'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect([f, wholeAudioType(fs.readFileSync(path.join(dir, f)))]).toEqual([f, 'audio/mpeg']);
  });

  it('refuses an Ogg page whose checksum does not match, or a stream that stops before its last page', () => {
    const ogg = oggOpus();
    const corrupt = Buffer.from(ogg);
    corrupt[corrupt.length - 1]! ^= 0xff;
    expect(wholeAudioType(corrupt)).toBeNull();
    // Cut after the second page: no page marks the end of the stream.
    expect(wholeAudioType(ogg.subarray(0, ogg.length - 31))).toBeNull();
    expect(wholeAudioType(ogg.subarray(0, ogg.length - 1))).toBeNull();
  });

  it('refuses an Ogg stream of something other than audio', () => {
    const ogg = Buffer.from(oggOpus());
    ogg.write('OpusHEAD', 28, 'latin1');
    expect(wholeAudioType(ogg)).toBeNull();
  });

  it('refuses an M4A with no sound track, a box that overruns the file, or an unknown top-level box', () => {
    const noSound = Buffer.from(m4a().toString('latin1').replace('soun', 'vide'), 'latin1');
    expect(wholeAudioType(noSound)).toBeNull();
    const mp4 = m4a();
    expect(wholeAudioType(mp4.subarray(0, mp4.length - 1))).toBeNull();
    const html = Buffer.concat([mp4, Buffer.from([0, 0, 0, 16]), Buffer.from('html<body></b>\n', 'latin1').subarray(0, 12)]);
    expect(wholeAudioType(html)).toBeNull();
  });

  it('refuses an MP3 whose frames change format midway, and an empty file', () => {
    const mp3 = Buffer.from(realMp3());
    const second = frameLength(mp3);
    mp3[second + 1] = 0xfb; // the second frame claims MPEG-1
    expect(wholeAudioType(mp3)).toBeNull();
    expect(wholeAudioType(Buffer.alloc(0))).toBeNull();
    expect(wholeAudioType(id3v2(10))).toBeNull();
  });
});

/** The length of the first frame of the fixture (MPEG-2 layer III): 72000 × kbit/s ÷ Hz, plus padding. */
function frameLength(mp3: Buffer): number {
  const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][mp3[2]! >> 4]!;
  const hz = [22050, 24000, 16000][(mp3[2]! >> 2) & 3]!;
  return Math.floor((72000 * kbps) / hz) + ((mp3[2]! >> 1) & 1);
}
