/** @jest-environment node */
import fs from 'node:fs';
import { team, teamMemberText } from '@/content/team';
import * as business from '@/content/business';
import { businessPages } from '@/content/business-pages';
import { legalDocumentPath, readLegalDocument, type LegalDocument } from '@/lib/server/legal';

// The About, legal and business pages and the team, in Hindi: every text has its Hindi twin, with
// the same sections and the same facts (numbers, dates, prices, addresses, e-mail and phone).

jest.mock('server-only', () => ({}));

const DEVANAGARI = /[\u0900-\u097F]/;
const LEGAL: LegalDocument[] = ['about', 'privacy-policy', 'terms'];

/** The facts a translation must keep as they are: runs of digits, e-mail addresses and price tokens, in order. */
const facts = (text: string) => [...text.matchAll(/[\w.+-]+@[\w.-]+\.\w+|\{\{price:[a-z-]+\}\}|\d+/g)].map((m) => m[0]);
const count = (text: string, line: RegExp) => text.split('\n').filter((l) => line.test(l)).length;

describe.each(LEGAL)('the Hindi %s page', (name) => {
  const english = fs.readFileSync(legalDocumentPath(name, 'en'), 'utf8');
  const hindi = fs.readFileSync(legalDocumentPath(name, 'hi'), 'utf8');

  it('has the same sections, sub-sections, list items and numbered steps', () => {
    for (const line of [/^## /, /^### /, /^- /, /^\d+\. /]) expect({ line: String(line), count: count(hindi, line) }).toEqual({ line: String(line), count: count(english, line) });
  });

  it('keeps every number, date, price, e-mail address and phone number, in the same order', () => {
    expect(facts(hindi)).toEqual(facts(english));
  });

  it('is written in Hindi: each heading and paragraph in Devanagari', () => {
    const blocks = hindi.split(/\n{2,}/).filter((b) => b.trim());
    expect(blocks.filter((b) => !DEVANAGARI.test(b))).toEqual([]);
  });
});

test('the Hindi terms keep their 14 sections, each with an id its table of contents links to', async () => {
  const { html, headings } = await readLegalDocument('terms', 'hi');
  expect(headings.map((h) => h.id)).toEqual(Array.from({ length: 14 }, (_, i) => `section-${i + 1}`));
  for (const h of headings) expect(html).toContain(`<h2 id="${h.id}">`);
  expect(headings[0]!.title).toBe('1. शर्तों की स्वीकृति');
});

describe('the team in Hindi', () => {
  it.each(team.map((m) => [m.slug, m] as const))('%s has a name, role, bio and portrait text in Devanagari', (_slug, member) => {
    const hi = teamMemberText(member, 'hi');
    for (const text of [hi.name, hi.role, hi.bio, hi.portraitAlt]) expect(text).toMatch(DEVANAGARI);
    expect(teamMemberText(member, 'en')).toEqual({ name: member.name, role: member.role, bio: member.bio, portraitAlt: member.portraitAlt });
  });
});

describe('the business pages in Hindi', () => {
  const pages = ['partnerWithUs', 'joinAsExpert', 'collaborationFranchise', 'advertiseWithUs'] as const;
  it.each(pages)('%s: English as it is, Hindi with the same shape and contact details', (page) => {
    expect(businessPages('en')[page]).toBe(business[page]);
    const hi = businessPages('hi')[page];
    expect(hi.contact).toEqual(business[page].contact);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(business[page]).sort());
    const texts = JSON.stringify({ ...hi, contact: undefined });
    expect(facts(texts)).toEqual(facts(JSON.stringify({ ...business[page], contact: undefined })));
    for (const [key, value] of Object.entries(hi)) if (typeof value === 'string') expect({ key, devanagari: DEVANAGARI.test(value) }).toEqual({ key, devanagari: true });
  });
});
