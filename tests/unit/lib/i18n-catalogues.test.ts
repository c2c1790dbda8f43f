import en from '@/messages/en';
import hi from '@/messages/hi';

// Every text a page shows exists in both languages: the same keys, the same {placeholders},
// and no Hindi entry left as the English text (names such as "English" excepted).

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const english = leaves(en as unknown as Tree);
const hindi = leaves(hi as unknown as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

test('the Hindi catalogue has exactly the English keys', () => {
  expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
});

test('each Hindi text keeps its English placeholders', () => {
  for (const [key, text] of english) expect({ key, names: placeholders(hindi.get(key) ?? '') }).toEqual({ key, names: placeholders(text) });
});

test('each Hindi text is written in Devanagari, not left in English', () => {
  const latinOnly = [...hindi].filter(([, text]) => /[A-Za-z]{3}/.test(text.replace(/\{[^}]*\}/g, '')) && !/[\u0900-\u097F]/.test(text));
  expect(latinOnly.map(([key]) => key)).toEqual([]);
});
