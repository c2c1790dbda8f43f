/**
 * @jest-environment node
 */
// The rule texts as a visitor reads them on a festival's page: North India counts months purnimanta, so a
// dark-half festival is named by its purnimanta month first and the amanta name follows once; a bright-half
// one has the same name in both and needs neither word; nothing is said twice.
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { NEW_DELHI } from './places';

const year = festivalsOfYear(2026, NEW_DELHI);
const one = (key: string) => year.find((f) => f.key === key)!;
const count = (text: string, word: string) => text.split(word).length - 1;

describe('the rule texts of 2026, New Delhi', () => {
  it('name a dark-half festival by its purnimanta month, with the amanta month once (Diwali: Kartika Amavasya, amanta Ashwin)', () => {
    const diwali = one('diwali').rule;
    expect(diwali.en).toMatch(/^Kartika Amavasya/);
    expect(count(diwali.en, 'Ashwin')).toBe(1);
    expect(count(diwali.en, 'amanta')).toBe(1);
    expect(diwali.hi).toMatch(/^कार्तिक अमावस्या/);
    expect(count(diwali.hi, 'आश्विन')).toBe(1);
    expect(count(diwali.hi, 'अमांत')).toBe(1);
  });

  it('say nothing of amanta or purnimanta for a bright-half festival, whose month has one name', () => {
    for (const key of ['vasant-panchami', 'ram-navami', 'ganesh-chaturthi', 'dussehra', 'bhai-dooj']) {
      const { en, hi } = one(key).rule;
      expect([key, /amanta|purnimanta/.test(en), /अमांत|पूर्णिमांत/.test(hi)]).toEqual([key, false, false]);
    }
  });

  it('say the Sun enters the sign once in a Sankranti rule', () => {
    const { en, hi } = one('makar-sankranti').rule;
    expect(count(en, 'enters')).toBe(1);
    expect(count(hi, 'प्रवेश करता')).toBe(1);
  });

  it('repeat no sentence within a rule', () => {
    for (const f of year) {
      for (const text of [f.rule.en, f.rule.hi]) {
        const sentences = text.split(/[.।;:]\s*/).map((s) => s.trim()).filter((s) => s.length > 0);
        expect([f.key, sentences.length]).toEqual([f.key, new Set(sentences).size]);
      }
    }
  });

  it('do not call both Trayodashis "both" in the rule of one of them', () => {
    const pradosh = one('pradosh-vrat').rule;
    expect(pradosh.en).not.toMatch(/both Trayodashis/);
  });

  it('give the fixed rule of Karka and Makara only for those two, and the midnight rule for the others', () => {
    expect(one('karka-sankranti').why?.en).toMatch(/Karka Sankranti at night is always kept/);
    const kumbha = one('kumbha-sankranti').why!;
    expect(kumbha.en).toMatch(/after midnight/);
    expect(kumbha.en).not.toMatch(/Makara|Karka/);
  });
});
