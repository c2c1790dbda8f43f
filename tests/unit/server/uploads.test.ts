/** @jest-environment node */
import { sniffAudioType, sniffImageType } from '@/lib/server/uploads';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('recognising audio by its content', () => {
  it('knows MP3 with an ID3 tag and a bare MPEG layer III frame', () => {
    expect(sniffAudioType(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('audio/mpeg');
    expect(sniffAudioType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
  });

  it('knows M4A by its ftyp box and Ogg by its page header', () => {
    expect(sniffAudioType(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('audio/mp4');
    expect(sniffAudioType(bytes('OggS', new Array(24).fill(0)))).toBe('audio/ogg');
  });

  it('refuses what only claims to be audio: text, images, video brands, a bad frame header, too few bytes', () => {
    expect(sniffAudioType(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(sniffAudioType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffAudioType(bytes([0, 0, 0, 0x20], 'ftypqt  ', [0, 0, 0, 0]))).toBeNull();
    // Frame sync with the reserved layer and a "bad" bitrate index.
    expect(sniffAudioType(bytes([0xff, 0xf9, 0xf0, 0x00]))).toBeNull();
    expect(sniffAudioType(bytes('OggS'))).toBeNull();
    expect(sniffAudioType(new Uint8Array())).toBeNull();
  });

  it('does not take audio for an image', () => {
    expect(sniffImageType(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
