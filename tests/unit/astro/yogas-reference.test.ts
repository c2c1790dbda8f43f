/** @jest-environment node */
// Our yogas against the yogas PyJHora finds in the 60 depth cases. PyJHora is a comparison, not the truth:
// where we agree on every case the test asserts equality; where the readings differ, the reason is stated.
import { computeChart, findYogas } from '@/lib/astro';
import { loadDepthReference, type DepthCase } from '../../support/depth-reference';

const { cases } = loadDepthReference();
const ours = new Map(cases.map((c) => [c.id, new Set(findYogas(computeChart(c.input)).map((y) => y.key))]));

const theirs = (c: DepthCase, key: string): boolean => c.yogas.includes(key) || key in c.rajaYogas;

/** Our key → PyJHora's key (meta.yogaNames or rajaYogas). */
const PYJHORA_KEY: Record<string, string> = {
  gaja_kesari: 'gaja_kesari_yoga', ruchaka: 'ruchaka_yoga', bhadra: 'bhadra_yoga', hamsa: 'hamsa_yoga', malavya: 'maalavya_yoga', sasa: 'sasa_yoga',
  budha_aditya: 'nipuna_yoga', chandra_mangala: 'chandra_mangala_yoga', adhi: 'adhi_yoga', amala: 'amala_yoga', sunapha: 'sunaphaa_yoga',
  anapha: 'anaphaa_yoga', durudhara: 'duradhara_yoga', kemadruma: 'kemadruma_yoga', vesi: 'vesi_yoga', vasi: 'vosi_yoga', ubhayachari: 'ubhayachara_yoga',
  neecha_bhanga_raja: 'neecha_bhanga_raja_yoga', harsha: 'harsha_yoga', sarala: 'sarala_yoga', vimala: 'vimala_yoga',
  dharma_karmadhipati: 'dharma_karmadhipati_raja_yoga', lakshmi: 'lakshmi_yoga', saraswati: 'saraswathi_yoga', kahala: 'kahala_yoga', chamara: 'chaamara_yoga',
  parvata: 'parvata_yoga', guru_mangala: 'guru_mangala_yoga', shakata: 'sakata_yoga', vallaki: 'veenaa_yoga', daama: 'daama_yoga', paasa: 'paasa_yoga',
  kedara: 'kedaara_yoga', soola: 'soola_yoga',
};

type Relation =
  | { kind: 'equal' }
  /** Every case PyJHora finds, we find too; we find more. */
  | { kind: 'superset'; why: string }
  /** Every case we find, PyJHora finds too. */
  | { kind: 'subset'; why: string }
  /** Neither contains the other: at least `agree` of 60 cases agree. */
  | { kind: 'differs'; agree: number; why: string };

const NODES_COUNTED = 'PyJHora counts Rahu and Ketu as planets here; BPHS ch. 37-38 count the seven grahas only, and so do we.';
const RELATION: Record<string, Relation> = {
  ruchaka: { kind: 'equal' }, bhadra: { kind: 'equal' }, hamsa: { kind: 'equal' }, malavya: { kind: 'equal' }, sasa: { kind: 'equal' },
  budha_aditya: { kind: 'equal' }, chandra_mangala: { kind: 'equal' }, adhi: { kind: 'equal' },
  vallaki: { kind: 'equal' }, daama: { kind: 'equal' }, paasa: { kind: 'equal' }, kedara: { kind: 'equal' }, soola: { kind: 'equal' },
  gaja_kesari: { kind: 'superset', why: 'we apply the text\'s rule alone (Jupiter in a kendra from the Moon); PyJHora\'s rule is narrower. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  harsha: { kind: 'superset', why: 'we take the text\'s rule alone (the 6th lord in the 6th, 8th or 12th); PyJHora\'s is narrower. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  sarala: { kind: 'superset', why: 'as Harsha, for the 8th lord.' },
  vimala: { kind: 'superset', why: 'as Harsha, for the 12th lord.' },
  amala: { kind: 'subset', why: 'we require only benefics in the 10th (Phaladeepika ch. 6); PyJHora\'s rule is broader. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  vesi: { kind: 'subset', why: NODES_COUNTED },
  ubhayachari: { kind: 'subset', why: NODES_COUNTED },
  vasi: { kind: 'differs', agree: 55, why: `${NODES_COUNTED} In D049 the only planet in the 12th from the Sun is the Moon together with Mars; PyJHora rejects any house holding the Moon.` },
  sunapha: { kind: 'differs', agree: 47, why: `${NODES_COUNTED} Also PyJHora keeps Sunapha when the 12th is occupied too (we then call it Durudhara only), and rejects a 2nd house that holds the Sun beside another planet.` },
  anapha: { kind: 'differs', agree: 46, why: 'as Sunapha, for the 12th from the Moon.' },
  durudhara: { kind: 'differs', agree: 53, why: `${NODES_COUNTED} PyJHora also rejects a side that holds the Sun beside another planet.` },
  kemadruma: { kind: 'differs', agree: 31, why: 'we report Kemadruma by its rule with its cancellations beside it (kendras from the Lagna or the Moon); PyJHora reports it only when uncancelled. Checked below: with no cancellation we agree.' },
  neecha_bhanga_raja: { kind: 'differs', agree: 35, why: 'we use Phaladeepika ch. 7\'s kendra condition (the debilitation sign\'s lord or the planet exalted there in a kendra from the Lagna or Moon); PyJHora uses another set of conditions. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  dharma_karmadhipati: { kind: 'differs', agree: 48, why: 'we count conjunction, mutual aspect and exchange as association (BPHS ch. 39); PyJHora pairs the lords by its own rules. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  lakshmi: { kind: 'differs', agree: 58, why: 'we judge the Lagna lord\'s strength by sign dignity; PyJHora judges it otherwise. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  saraswati: { kind: 'differs', agree: 58, why: 'PyJHora treats Mercury as a benefic only when alone or with Jupiter or Venus (yoga.py _is_mercury_benefic); we always do. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  kahala: { kind: 'differs', agree: 47, why: 'we read "a strong Lagna lord" as own sign, moolatrikona or exaltation; PyJHora\'s reading finds far more cases. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  chamara: { kind: 'differs', agree: 54, why: 'we check only the first rule (the Lagna lord exalted in a kendra, aspected by Jupiter), which none of the 60 charts meets; PyJHora finds 6, presumably by the second rule (two benefics together in the 1st, 7th, 9th or 10th). (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  parvata: { kind: 'differs', agree: 32, why: 'we accept a benefic in any kendra with the 6th and 8th free of malefics; PyJHora\'s rule is much narrower. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  guru_mangala: { kind: 'subset', why: 'we count only the conjunction; PyJHora also finds three charts without it, presumably by mutual aspect. (Observed on these 60 cases; PyJHora\'s extra conditions were not traced in its code.)' },
  shakata: { kind: 'differs', agree: 53, why: 'a different yoga of the same name: PyJHora\'s sakata_yoga is the Nabhasa Shakata (all planets in the 1st and 7th, BPHS ch. 35); ours is the lunar Shakata of Phaladeepika ch. 6 (the Moon in 6/8/12 from Jupiter).' },
};

describe('yogas against PyJHora (depth reference)', () => {
  it('compares every mapped yoga', () => {
    expect(Object.keys(RELATION).sort()).toEqual(Object.keys(PYJHORA_KEY).sort());
  });

  it.each(Object.entries(RELATION))('%s', (key, rel) => {
    const pk = PYJHORA_KEY[key]!;
    const us = cases.filter((c) => ours.get(c.id)!.has(key)).map((c) => c.id);
    const them = cases.filter((c) => theirs(c, pk)).map((c) => c.id);
    if (rel.kind === 'equal') expect(us).toEqual(them);
    else if (rel.kind === 'superset') expect(them.filter((id) => !us.includes(id))).toEqual([]);
    else if (rel.kind === 'subset') expect(us.filter((id) => !them.includes(id))).toEqual([]);
    else expect(cases.filter((c) => us.includes(c.id) === them.includes(c.id)).length).toBeGreaterThanOrEqual(rel.agree);
  });

  it('Kemadruma with no cancellation is exactly what PyJHora reports', () => {
    const uncancelled = cases.filter((c) => findYogas(computeChart(c.input)).some((y) => y.key === 'kemadruma' && y.cancellations!.length === 0)).map((c) => c.id);
    expect(uncancelled).toEqual(cases.filter((c) => c.yogas.includes('kemadruma_yoga')).map((c) => c.id));
  });
});

it('prints the agreement table', () => {
  const rows: string[] = [];
  for (const [key, pk] of Object.entries(PYJHORA_KEY)) {
    const diff = cases.filter((c) => ours.get(c.id)!.has(key) !== theirs(c, pk)).map((c) => `${c.id}:${ours.get(c.id)!.has(key) ? 'us' : 'them'}`);
    rows.push(`${key.padEnd(22)} ours ${String(cases.filter((c) => ours.get(c.id)!.has(key)).length).padStart(2)} theirs ${String(cases.filter((c) => theirs(c, pk)).length).padStart(2)} agree ${60 - diff.length}  ${diff.join(' ')}`);
  }
  console.log(rows.join('\n'));
  expect(rows).toHaveLength(Object.keys(PYJHORA_KEY).length);
});
