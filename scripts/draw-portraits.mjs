// Draws the team's illustrated portraits (public/images/team/<slug>.svg) in one flat style:
// the same head, face and shoulders for everyone, with each person's own skin tone, hair,
// age marks, glasses, tilak or bindi and clothing. Run `node scripts/draw-portraits.mjs` after
// changing a description below; the SVGs are committed (small, no build step, no photo look).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public', 'images', 'team');

const SKIN = {
  wheat: ['#d9a57b', '#bf8660'],
  warm: ['#c68a5e', '#a96f47'],
  brown: ['#a8704a', '#8c5a38'],
  deep: ['#8d5a3b', '#734629'],
};
const HAIR = { black: '#1f1a17', dark: '#2e2420', greying: '#6d6661', grey: '#a49d97', white: '#e4e0dc' };

/** Everyone in content/team.ts, by slug. */
const people = {
  'acharya-rajendra-sharma': { bg: '#f3e3c8', skin: 'warm', hair: 'receding', hairColor: 'grey', beard: 'full', beardColor: 'grey', tilak: true, age: 'old', clothes: { kind: 'kurta', color: '#e07b24', trim: '#b85d10' } },
  'meenakshi-agarwal': { bg: '#dcefe9', skin: 'wheat', hair: 'tied', hairColor: 'black', bindi: true, earrings: true, clothes: { kind: 'saree', color: '#14857a', trim: '#e0b23c', blouse: '#0f5f57' } },
  'vikram-malhotra': { bg: '#dfe6f3', skin: 'wheat', hair: 'short', hairColor: 'black', beard: 'trim', beardColor: 'black', clothes: { kind: 'blazer', color: '#25345c', trim: '#1b2645', shirt: '#f7f7f5' } },
  'pandit-harish-mishra': { bg: '#f2e6da', skin: 'brown', hair: 'short', hairColor: 'greying', glasses: true, tilak: true, age: 'middle', clothes: { kind: 'kurta', color: '#efe4cc', trim: '#cbbd9c', shawl: '#8e2430' } },
  'dr-kavita-joshi': { bg: '#efe0e6', skin: 'warm', hair: 'shoulder', hairColor: 'black', glasses: true, earrings: true, clothes: { kind: 'kurta', color: '#8c2743', trim: '#e3b341' } },
  'arjun-trivedi': { bg: '#e1eef6', skin: 'brown', hair: 'short', hairColor: 'black', clothes: { kind: 'shirt', color: '#8db8dc', trim: '#6d9cc4' } },
  'neha-kapoor': { bg: '#f6ecd3', skin: 'wheat', hair: 'long', hairColor: 'dark', bindi: true, earrings: true, clothes: { kind: 'kurta', color: '#d7a321', trim: '#a97c0e' } },
  'sanjay-bansal': { bg: '#e2efdf', skin: 'deep', hair: 'short', hairColor: 'black', moustache: true, clothes: { kind: 'shirt', color: '#3f7d4e', trim: '#2f6140' } },
  'pandit-dinesh-shastri': { bg: '#f5e9d8', skin: 'brown', hair: 'receding', hairColor: 'white', beard: 'full', beardColor: 'white', tilak: true, age: 'old', clothes: { kind: 'kurta', color: '#f7f4ee', trim: '#d8d2c6', shawl: '#e0802a' } },
  'sunita-bhardwaj': { bg: '#ebe3f2', skin: 'warm', hair: 'bun', hairColor: 'greying', bindi: true, earrings: true, age: 'middle', clothes: { kind: 'saree', color: '#6b3f8f', trim: '#e0b23c', blouse: '#4f2c6b' } },
};

const BODY = 'M26 240 C28 198 56 178 98 170 L142 170 C184 178 212 198 214 240 Z';
const FACE = 'M82 98 C82 62 158 62 158 98 C158 132 140 152 120 152 C100 152 82 132 82 98 Z';

function hairBack(p, skin) {
  const c = HAIR[p.hairColor];
  if (p.hair === 'receding') return `<path d="M83 102 C80 54 160 54 157 102 Z" fill="${skin}"/>`;
  if (p.hair === 'long') return `<path d="M74 104 C68 50 172 50 166 104 L172 206 Q120 218 68 206 Z" fill="${c}"/>`;
  if (p.hair === 'shoulder') return `<path d="M74 102 C70 50 170 50 166 102 L168 160 Q150 170 138 160 L102 160 Q90 170 72 160 Z" fill="${c}"/>`;
  if (p.hair === 'bun') return `<circle cx="120" cy="50" r="17" fill="${c}"/>`;
  if (p.hair === 'tied') return `<circle cx="158" cy="124" r="12" fill="${c}"/>`;
  return '';
}

function hairFront(p) {
  const c = HAIR[p.hairColor];
  switch (p.hair) {
    case 'short':
      return `<path d="M80 102 C74 58 102 48 124 52 C148 52 168 66 160 102 C157 88 152 80 142 76 C124 82 102 78 88 86 C84 92 82 97 80 102 Z" fill="${c}"/>`;
    case 'receding':
      // The hair left at the sides of a bald crown (drawn with the face, see hairBack).
      return `<path d="M79 110 C75 86 82 72 96 66 C90 78 88 92 89 110 Z M161 110 C165 86 158 72 144 66 C150 78 152 92 151 110 Z" fill="${c}"/>`;
    default: {
      // A middle parting, the hair drawn back over the ears (tied, bun) or falling beside the face.
      const strands = p.hairColor === 'greying' ? `<path d="M104 66 Q96 74 90 90 M138 66 Q146 74 150 90" stroke="${HAIR.grey}" stroke-width="2" fill="none" stroke-linecap="round"/>` : '';
      return `<path d="M80 106 C74 62 102 52 120 56 C138 52 166 62 160 106 C156 86 146 72 122 68 L120 63 L118 68 C94 72 84 86 80 106 Z" fill="${c}"/>${strands}`;
    }
  }
}

function clothes(p, skin) {
  const { kind, color, trim } = p.clothes;
  const body = `<path d="${BODY}" fill="${kind === 'saree' ? p.clothes.blouse : color}"/>`;
  if (kind === 'kurta') {
    const shawl = p.clothes.shawl
      ? `<path d="M26 240 C30 200 60 180 97 171 L106 190 C82 200 68 220 66 240 Z M214 240 C210 200 180 180 143 171 L134 190 C158 200 172 220 174 240 Z" fill="${p.clothes.shawl}"/><path d="M66 240 C68 220 82 200 106 190 M174 240 C172 220 158 200 134 190" stroke="#e3b341" stroke-width="3" fill="none"/>`
      : '';
    return `${body}<path d="M104 168 Q120 177 136 168 L136 175 Q120 184 104 175 Z" fill="${trim}"/><path d="M120 180 L120 226" stroke="${trim}" stroke-width="3"/><circle cx="120" cy="192" r="2.5" fill="${trim}"/><circle cx="120" cy="205" r="2.5" fill="${trim}"/>${shawl}`;
  }
  if (kind === 'saree') {
    return `${body}<path d="M104 169 Q120 188 136 169 Z" fill="${skin}"/><path d="M140 171 L172 178 C150 202 112 226 92 240 L48 240 C80 222 118 198 140 171 Z" fill="${color}"/><path d="M172 178 C150 202 112 226 92 240" stroke="${trim}" stroke-width="5" fill="none"/>`;
  }
  if (kind === 'blazer') {
    return `${body}<path d="M104 168 L120 210 L136 168 Z" fill="${p.clothes.shirt}"/><path d="M106 166 L112 180 L120 172 Z M134 166 L128 180 L120 172 Z" fill="#e6e6e2"/><path d="M103 169 L93 180 L114 222 L120 210 Z M137 169 L147 180 L126 222 L120 210 Z" fill="${trim}"/>`;
  }
  // shirt
  return `${body}<path d="M108 168 L120 182 L132 168 Z" fill="${skin}"/><path d="M104 164 L111 184 L120 174 Z M136 164 L129 184 L120 174 Z" fill="${trim}"/><path d="M120 182 L120 232" stroke="${trim}" stroke-width="2"/><circle cx="120" cy="198" r="2" fill="${trim}"/><circle cx="120" cy="214" r="2" fill="${trim}"/>`;
}

function face(p) {
  const [skin, shade] = SKIN[p.skin];
  const brow = HAIR[p.beardColor ?? (p.hairColor === 'white' ? 'grey' : p.hairColor === 'greying' ? 'dark' : p.hairColor)];
  const parts = [
    // ears, neck with the chin's shadow, face
    `<ellipse cx="82" cy="106" rx="7" ry="11" fill="${shade}"/><ellipse cx="158" cy="106" rx="7" ry="11" fill="${shade}"/>`,
    `<path d="M105 136 L105 170 Q120 178 135 170 L135 136 Z" fill="${skin}"/><path d="M105 144 Q120 158 135 144 L135 138 L105 138 Z" fill="${shade}"/>`,
    `<path d="${FACE}" fill="${skin}"/>`,
  ];
  // eyes, brows, nose, a calm smile
  parts.push(
    `<ellipse cx="105" cy="106" rx="4" ry="4.6" fill="#2a1c15"/><ellipse cx="135" cy="106" rx="4" ry="4.6" fill="#2a1c15"/><circle cx="106.4" cy="104.4" r="1.3" fill="#fff"/><circle cx="136.4" cy="104.4" r="1.3" fill="#fff"/>`,
    `<path d="M96 95 Q105 90 114 94 M126 94 Q135 90 144 95" stroke="${brow}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`,
    `<path d="M120 108 Q115 122 121 124" stroke="${shade}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
  );
  if (p.age === 'old' || p.age === 'middle') {
    parts.push(`<path d="M97 115 Q104 118 111 115 M129 115 Q136 118 143 115${p.age === 'old' ? ' M106 82 Q120 78 134 82' : ''}" stroke="${shade}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="0.8"/>`);
  }
  const beardColor = HAIR[p.beardColor ?? 'black'];
  if (p.beard === 'full') {
    parts.push(`<path d="M84 110 C84 146 102 166 120 166 C138 166 156 146 156 110 C150 128 140 136 132 134 Q120 128 108 134 C100 136 90 128 84 110 Z" fill="${beardColor}"/>`);
  } else if (p.beard === 'trim') {
    parts.push(`<path d="M86 114 C88 142 104 154 120 154 C136 154 152 142 154 114 C148 130 140 138 132 136 Q120 131 108 136 C100 138 92 130 86 114 Z" fill="${beardColor}" opacity="0.85"/>`);
  }
  const mouth = p.beard ? '#f0e6e0' : p.bindi || p.earrings ? '#9c3b3b' : '#7a3b2e';
  parts.push(`<path d="M110 134 Q120 141 130 134" stroke="${mouth}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  if (p.beard || p.moustache) parts.push(`<path d="M106 129 Q120 121 134 129 Q127 132 120 129 Q113 132 106 129 Z" fill="${beardColor}"/>`);
  if (p.tilak) parts.push(`<path d="M117 76 L120 92 L123 76 Z" fill="#d9480f"/><circle cx="120" cy="93" r="2.4" fill="#b3122e"/>`);
  if (p.bindi) parts.push(`<circle cx="120" cy="92" r="3" fill="#b3122e"/>`);
  if (p.glasses) {
    parts.push(`<g stroke="#3b2f2a" stroke-width="2.4" fill="#ffffff" fill-opacity="0.18"><rect x="93" y="97" width="24" height="18" rx="7"/><rect x="123" y="97" width="24" height="18" rx="7"/><path d="M117 104 Q120 101 123 104 M93 104 L84 101 M147 104 L156 101" fill="none"/></g>`);
  }
  if (p.earrings) parts.push(`<circle cx="81" cy="121" r="3.4" fill="#d4a017"/><circle cx="159" cy="121" r="3.4" fill="#d4a017"/>`);
  return { skin, markup: parts.join('') };
}

function portrait(p) {
  const { skin, markup } = face(p);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    '<clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath>',
    `<g clip-path="url(#c)"><rect width="240" height="240" fill="${p.bg}"/>`,
    hairBack(p, skin),
    clothes(p, skin),
    markup,
    hairFront(p),
    '</g></svg>\n',
  ].join('');
}

mkdirSync(OUT, { recursive: true });
for (const [slug, p] of Object.entries(people)) writeFileSync(path.join(OUT, `${slug}.svg`), portrait(p));
console.log(`drew ${Object.keys(people).length} portraits into ${OUT}`);
