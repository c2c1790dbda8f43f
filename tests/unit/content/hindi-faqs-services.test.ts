import { astrologyFaqs, faqsIn, vastuFaqs } from '@/content/faqs';
import { servicePageIn, servicePages } from '@/content/services';
import { BOOKABLE_SERVICE_SLUGS, BOOKABLE_SERVICES, BOOKABLE_SERVICES_HI, areaRateNoteFor, priceNoteFor, serviceTextsIn } from '@/lib/consultations/services';

// Issue 26: the FAQs, the service pages and the bookable services are written in Hindi beside
// the English. Every text exists, reads as Hindi (Devanagari), and keeps the English facts.

/** The share of a text's letters written in Devanagari (names, e-mails and addresses stay Latin). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((l) => /[\u0900-\u097F]/.test(l)).length / Math.max(letters.length, 1);
}

/** The facts a translation must keep as they are: prices, plain numbers, e-mail addresses and phone numbers (not ordinals such as "12th", which Hindi may write as words). */
function facts(text: string): string[] {
  const withoutOrdinals = text.replace(/\b\d+(?:st|nd|rd|th)\b/g, '');
  return [...(withoutOrdinals.match(/[\w.]+@[\w.]+\w|\+91 \d{5} \d{5}|₹\d+(?:,\d+)*|\d+(?:,\d+)*/g) ?? [])].sort();
}

const allFaqs = [...vastuFaqs, ...astrologyFaqs];

describe('the FAQs in Hindi (content/faqs.ts)', () => {
  it.each(allFaqs.flatMap((c) => c.items.map((item) => [item.question, item] as const)))('%s: its Hindi question and answer are written in Hindi and keep the facts', (_, item) => {
    expect(devanagariShare(item.hi.question)).toBeGreaterThan(0.8);
    expect(devanagariShare(item.hi.answer)).toBeGreaterThan(0.7);
    expect(facts(item.hi.answer)).toEqual(expect.arrayContaining(facts(item.answer)));
  });

  it('names every group in Hindi', () => {
    for (const c of allFaqs) expect(devanagariShare(c.categoryHi)).toBe(1);
  });

  it('gives a page the groups in its language: English exactly as written, or the Hindi', () => {
    expect(faqsIn(vastuFaqs, 'en')).toEqual(vastuFaqs.map((c) => ({ category: c.category, items: c.items.map((i) => ({ question: i.question, answer: i.answer })) })));
    const hindi = faqsIn(astrologyFaqs, 'hi');
    expect(hindi.map((c) => c.category)).toEqual(astrologyFaqs.map((c) => c.categoryHi));
    expect(hindi[0]?.items[0]).toEqual(astrologyFaqs[0]?.items[0]?.hi);
  });
});

describe('the service pages in Hindi (content/services.ts)', () => {
  it.each(servicePages.map((p) => [p.slug, p] as const))('%s: every heading, paragraph and bullet has its Hindi twin', (_, page) => {
    const hi = servicePageIn(page, 'hi');
    for (const text of [hi.title, hi.summary, hi.intro]) expect(devanagariShare(text)).toBeGreaterThan(0.9);
    // The same sections, one for one, each with as many paragraphs and bullets as the English.
    const shape = (p: typeof hi) => p.sections.map((s) => [s.paragraphs?.length ?? 0, s.bullets?.length ?? 0]);
    expect(shape(hi)).toEqual(shape(page));
    for (const s of hi.sections) for (const text of [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])]) expect(devanagariShare(text)).toBeGreaterThan(0.8);
    const allText = (p: typeof hi) => [p.summary, p.intro, ...p.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])].join(' ');
    expect(facts(allText(hi))).toEqual(facts(allText(page)));
    expect(servicePageIn(page, 'en').title).toBe(page.title);
  });
});

describe('the bookable services in Hindi (lib/consultations/services.ts)', () => {
  it('has the Hindi words of every service, and only those', () => {
    expect(Object.keys(BOOKABLE_SERVICES_HI).sort()).toEqual([...BOOKABLE_SERVICE_SLUGS].sort());
    for (const service of BOOKABLE_SERVICES) {
      const hi = serviceTextsIn(service, 'hi');
      for (const text of [hi.title, hi.description, hi.promise]) expect(devanagariShare(text)).toBeGreaterThan(0.8);
      expect(facts(hi.promise)).toEqual(facts(service.promise));
      expect(serviceTextsIn(service, 'en')).toEqual({ title: service.title, description: service.description, promise: service.promise });
    }
  });

  it('writes a service page price line in either language, with the same price', () => {
    expect(priceNoteFor('home-vastu')).toBe('Professional Vastu Check from ₹5,100');
    expect(priceNoteFor('home-vastu', 'hi')).toBe('प्रोफ़ेशनल वास्तु चेक ₹5,100 से');
    expect(priceNoteFor('astrology-consultation', 'hi')).toBe('ज्योतिष परामर्श: ₹2,100');
    expect(areaRateNoteFor('home-vastu')).toBe('Priced by area instead: from ₹4 per sq ft plus ₹500');
    expect(areaRateNoteFor('home-vastu', 'hi')).toBe('इसके बजाय क्षेत्रफल के अनुसार शुल्क: ₹4 प्रति वर्ग फ़ुट और ₹500 से शुरू');
  });
});
