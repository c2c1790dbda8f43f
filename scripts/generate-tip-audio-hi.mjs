#!/usr/bin/env node
// Maintainer's step, not part of build, start or test: regenerates the Hindi narration of every
// Vastu tip (public/audio/tips/hi/<key>.mp3, committed) from content/vastu-tips.json, title then
// description. Voice: espeak-ng's `hi` (see README, "Hindi tip narration"). The MP3s match the
// English narration's encoding (MPEG-2 layer III, 56 kbit/s CBR, 22.05 kHz, mono) so both play
// alike and stay small. Needs `espeak-ng` and `lame` on PATH (Debian: apt-get install espeak-ng lame).
//   node scripts/generate-tip-audio-hi.mjs [key ...]   (no key = every tip)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tips = JSON.parse(readFileSync(path.join(root, 'content/vastu-tips.json'), 'utf8'));
const outDir = path.join(root, 'public/audio/tips/hi');
// A little slower than espeak's default 175 words a minute: its Hindi is clearer at this pace.
const WORDS_PER_MINUTE = '150';

const only = new Set(process.argv.slice(2));
const work = mkdtempSync(path.join(tmpdir(), 'tip-audio-'));
try {
  for (const tip of tips) {
    if (only.size && !only.has(tip.key)) continue;
    if (!tip.titleHi || !tip.descriptionHi) throw new Error(`tip ${tip.key} has no Hindi text`);
    const wav = path.join(work, `${tip.key}.wav`);
    // The title ends with a danda so the voice pauses before the description.
    const text = `${tip.titleHi}। ${tip.descriptionHi}`;
    execFileSync('espeak-ng', ['-v', 'hi', '-s', WORDS_PER_MINUTE, '-w', wav, '--', text]);
    const mp3 = path.join(outDir, `${tip.key}.mp3`);
    execFileSync('lame', ['--quiet', '--cbr', '-b', '56', '--resample', '22.05', '-m', 'm', wav, mp3]);
    console.log(`wrote ${path.relative(root, mp3)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
