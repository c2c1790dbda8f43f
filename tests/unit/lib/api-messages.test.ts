/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { translateMessage } from '@/lib/i18n/api-messages';
import { HI_EXACT, HI_MESSAGES, HI_PATTERNS } from '@/lib/i18n/api-messages.hi';

// Every message the API can send has its Hindi. The messages are the sentences written in the
// contracts (schemas' messages and the labels they carry) and in the server's routes, services,
// guards and body readers, and the form kit's own alert; a new English sentence there fails this test until the Hindi table
// (lib/i18n/api-messages.hi.ts) has it, or it is listed below as not a message.

const ROOT = path.resolve(__dirname, '../../..');

/** Server code whose texts are not API messages: the console (English), PDFs, e-mails and SMS, the database, logs. */
const NOT_MESSAGE_FILES = /\/admin|\/pdf\/|\/delivery\/|\/db\/|\/env\.ts$|\/startup\.ts$|\/log\.ts$|\/legal\.ts$|booking-notices\.ts$|blog-list-page\.ts$|\/payments\/webhook\//;

/** Texts the scan finds that are data, not messages (a `{}` stands for a value). */
const NOT_MESSAGES = new Set([
  'Manglik: {}; {} (Mars counted from the Lagna). {}', // the match result's summary, which the match pages write
  'Kundli of {}', // a saved report's default title, from the person's name
  'Vastu self-check ({}): {} of 100',
]);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

/** A string or template literal's text, each `${…}` written `{}`. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return null;
}

// In a contract every text of two words or more is a message or a label a message carries; in
// server code, the sentences (two words or more, ending in . ? or !).
const isContractText = (text: string) => /[a-z]+ [a-z]+/i.test(text);
const isSentence = (text: string) => /^\S+( \S+)+[.?!]$/s.test(text);

function scanMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...filesUnder('lib/contract'), ...filesUnder('lib/server'), ...filesUnder('app/api'), 'components/form/lazy-checks.ts'].filter((f) => !NOT_MESSAGE_FILES.test(`/${f}`));
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const isMessage = file.startsWith('lib/contract/') ? isContractText : isSentence;
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const text = literalText(node);
      if (text !== null && isMessage(text) && !found.has(text)) found.set(text, file);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      else ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');
const patternShapes = new Set(Object.keys(HI_PATTERNS).map(shape));
const hasHindi = (text: string) => text in HI_EXACT || patternShapes.has(shape(text));

describe('the Hindi table of API messages', () => {
  const messages = scanMessages();

  it('finds the messages (the scan still reads the code)', () => {
    expect(messages.size).toBeGreaterThan(250);
    expect(messages.get('Please enter a valid 10-digit mobile number.')).toBe('lib/contract/auth.ts');
  });

  it('has a Hindi text for every message the contracts and services send', () => {
    const missing = [...messages].filter(([text]) => !hasHindi(text) && !NOT_MESSAGES.has(text)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('lists as "not a message" only texts the code still has', () => {
    expect([...NOT_MESSAGES].filter((text) => !messages.has(text))).toEqual([]);
  });

  it('writes every entry in Devanagari, with the English placeholders', () => {
    // Hindi has no article: "a"/"an" is the one value a Hindi text leaves out.
    const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].filter((n) => n !== 'article').sort();
    for (const [english, hindi] of [...Object.entries(HI_EXACT), ...Object.entries(HI_PATTERNS)]) {
      expect({ english, devanagari: /[\u0900-\u097F]/.test(hindi) }).toEqual({ english, devanagari: true });
      expect({ english, names: names(hindi) }).toEqual({ english, names: names(english) });
    }
  });
});

describe('translateMessage', () => {
  const hi = (message: string) => translateMessage(message, 'hi', HI_MESSAGES);

  it('gives English messages exactly as written', () => {
    expect(translateMessage('Please enter a valid 10-digit mobile number.', 'en', HI_MESSAGES)).toBe('Please enter a valid 10-digit mobile number.');
  });

  it('gives a whole message in Hindi', () => {
    expect(hi('Please enter a valid 10-digit mobile number.')).toBe('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें।');
  });

  it('puts the values of a message back, with the labels in Hindi', () => {
    expect(hi('Latitude must be between -90 and 90.')).toBe('अक्षांश -90 और 90 के बीच होना चाहिए।');
    expect(hi('Boy birth place required')).toBe('वर का जन्म स्थान आवश्यक है');
    expect(hi('Please shorten your message to at most 2000 characters.')).toBe('कृपया अपना संदेश अधिकतम 2000 अक्षरों में लिखें।');
  });

  it('gives a rate limit, its reason and its wait in Hindi', () => {
    expect(hi('Too many OTP requests. Please try again in 5 minutes.')).toBe('OTP अनुरोध बहुत अधिक हो गए हैं। कृपया 5 मिनट बाद फिर से कोशिश करें।');
    expect(hi('Too many codes were sent to this number or address today. Please try again in 3 hours.')).toBe(
      'आज इस नंबर या पते पर बहुत अधिक कोड भेजे जा चुके हैं। कृपया 3 घंटे बाद फिर से कोशिश करें।',
    );
  });

  it('never translates a value someone typed', () => {
    expect(hi('We sent a 6-digit code to asha@example.com. Enter it to verify the address.')).toBe('हमने asha@example.com पर 6 अंकों का कोड भेजा है। पता सत्यापित करने के लिए उसे दर्ज करें।');
  });

  it('leaves a message it does not know in English', () => {
    expect(hi('Invalid input: expected string, received number')).toBe('Invalid input: expected string, received number');
  });
});
