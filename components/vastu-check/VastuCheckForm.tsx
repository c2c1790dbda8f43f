'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createVastuCheck } from '@/lib/client/vastu-check-api';
import { vastuCheckHref, vastuCheckRequestSchema, type VastuCheckRequest } from '@/lib/contract/vastu-check';
import type { VastuAnswers } from '@/lib/vastu/self-check';
import { NONE, PLOT_SHAPE_LABELS, PLOT_SHAPES, ZONE_INFO, type Zone } from '@/lib/vastu/self-check-rules';
import tools from '@/components/vastu-tools/VastuTools.module.scss';
import styles from './VastuCheck.module.scss';
import VastuCompass from './VastuCompass';

type Answers = Partial<VastuAnswers>;
type Key = keyof VastuAnswers;

/** The compass grid's order: north-west top left, south-east bottom right. */
const GRID_ORDER: Zone[] = ['NW', 'N', 'NE', 'W', 'C', 'E', 'SW', 'S', 'SE'];

interface Question {
  key: Key;
  legend: (business: boolean) => string;
  hint?: string;
  /** 'zones': the nine zones; 'directions': the eight; or a plain list. */
  choices: 'zones' | 'directions' | readonly { id: string; label: string }[];
  /** An extra choice after the compass ("none", "level"). */
  extra?: { id: string; label: string };
  multiple?: boolean;
}

const STEPS: { title: string; questions: Question[] }[] = [
  {
    title: 'Your property',
    questions: [
      { key: 'propertyKind', legend: () => 'Is it a home or a business?', choices: [{ id: 'home', label: 'Home' }, { id: 'business', label: 'Business (shop, office, factory)' }] },
      { key: 'plotShape', legend: () => 'What is the shape of the plot (or the flat)?', choices: PLOT_SHAPES.map((id) => ({ id, label: PLOT_SHAPE_LABELS[id] })) },
    ],
  },
  {
    title: 'Main entrance',
    questions: [
      {
        key: 'entrance',
        legend: () => 'In which direction is the main entrance?',
        hint: 'Stand inside, facing the main door as you walk out: the direction you face is the entrance direction. A phone compass helps.',
        choices: 'directions',
      },
    ],
  },
  {
    title: 'Rooms',
    questions: [
      { key: 'kitchen', legend: (b) => (b ? 'Where is the pantry or kitchen?' : 'Where is the kitchen?'), hint: 'Imagine the plan divided into 3 × 3 equal parts, north at the top.', choices: 'zones' },
      { key: 'masterBedroom', legend: (b) => (b ? "Where is the owner's cabin?" : 'Where is the master bedroom?'), choices: 'zones' },
      { key: 'pujaRoom', legend: (b) => (b ? 'Where is the prayer corner?' : 'Where is the puja room?'), choices: 'zones', extra: { id: NONE, label: 'There is none' } },
    ],
  },
  {
    title: 'Toilets',
    questions: [{ key: 'toilets', legend: () => 'Where are the toilets? Choose every place that has one.', hint: 'Leave all unticked if there is no toilet inside.', choices: 'zones', multiple: true }],
  },
  {
    title: 'Staircase and water',
    questions: [
      { key: 'staircase', legend: () => 'Where is the staircase inside?', choices: 'zones', extra: { id: NONE, label: 'There is none' } },
      { key: 'overheadTank', legend: () => 'Where is the overhead water tank?', choices: 'zones', extra: { id: NONE, label: 'There is none' } },
      { key: 'undergroundTank', legend: () => 'Where is the underground tank, sump or borewell?', choices: 'zones', extra: { id: NONE, label: 'There is none' } },
    ],
  },
  {
    title: 'The land',
    questions: [
      { key: 'slope', legend: () => 'Which way does the land (or the floor) slope down?', hint: 'Where rainwater flows to.', choices: 'directions', extra: { id: 'flat', label: 'It is level' } },
      { key: 'cut', legend: () => 'Is a corner of the plot cut (missing)?', choices: 'directions', extra: { id: NONE, label: 'No corner is cut' } },
      { key: 'extension', legend: () => 'Does a corner of the plot stick out (extended)?', choices: 'directions', extra: { id: NONE, label: 'No corner sticks out' } },
    ],
  },
];

const zoneLabel = (z: Zone) => (z === 'C' ? 'Centre' : ZONE_INFO[z].name.replace(/ \(.*\)$/, ''));

/** The contract's own message for the first unanswered question of a step, or null. */
function stepProblem(step: number, answers: Answers): { key: Key; message: string } | null {
  const keys = STEPS[step]!.questions.map((q) => q.key);
  const shape = Object.fromEntries(keys.map((k) => [k, true])) as Partial<Record<Key, true>>;
  const checked = vastuCheckRequestSchema.pick(shape).safeParse(answers);
  if (checked.success) return null;
  const issue = checked.error.issues[0]!;
  return { key: issue.path[0] as Key, message: issue.message };
}

/**
 * The guided questionnaire: one group of questions per step, back and next, the compass picture
 * redrawn as answers come in. The server scores the answers and the visitor goes to the
 * result's private link.
 */
export default function VastuCheckForm() {
  const router = useLocaleRouter();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({ propertyKind: 'home', toilets: [] });
  const [problem, setProblem] = useState<{ key: Key; message: string } | null>(null);
  const { busy, status, send } = useSubmission();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const business = answers.propertyKind === 'business';
  const last = step === STEPS.length - 1;

  // After back or next, focus moves to the new step's heading so keyboard and screen-reader
  // users start at its first question (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function set(key: Key, value: string, multiple?: boolean) {
    setProblem(null);
    setAnswers((a) => {
      if (!multiple) return { ...a, [key]: value };
      const list = (a[key] as Zone[] | undefined) ?? [];
      return { ...a, [key]: list.includes(value as Zone) ? list.filter((z) => z !== value) : [...list, value as Zone] };
    });
  }

  function go(to: number) {
    moved.current = true;
    setProblem(null);
    setStep(to);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = stepProblem(step, answers);
    if (found) {
      setProblem(found);
      document.getElementById(`vastu-${found.key}`)?.querySelector('input')?.focus();
      return;
    }
    if (!last) return go(step + 1);
    const checked = vastuCheckRequestSchema.safeParse(answers);
    if (!checked.success) {
      // An earlier step lost an answer (it cannot, but never send what the server would refuse).
      const first = STEPS.findIndex((_s, i) => stepProblem(i, answers));
      return go(Math.max(0, first));
    }
    await send(() => createVastuCheck(checked.data as VastuCheckRequest), {
      accepted: (res) => res.status === 'success',
      failed: 'The self-check could not be scored. Please try again.',
      staysBusy: true,
      onSuccess: (res) => router.push(vastuCheckHref(res.data._id)),
    });
  }

  const current = STEPS[step]!;
  return (
    <div className={styles.tool}>
      <form onSubmit={submit} noValidate aria-labelledby="vastu-step-title">
        <p className={styles.steps}>
          Step {step + 1} of {STEPS.length}
        </p>
        <h2 id="vastu-step-title" ref={heading} tabIndex={-1}>
          {current.title}
        </h2>
        {current.questions.map((q) => (
          <QuestionGroup key={q.key} question={q} business={business} answers={answers} onChange={set} problem={problem?.key === q.key ? problem.message : null} />
        ))}
        <div className={tools.actions}>
          {step > 0 && (
            <button type="button" className="btn btn-outline" onClick={() => go(step - 1)} disabled={busy}>
              Back
            </button>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {last ? (busy ? 'Checking…' : 'See my result') : 'Next'}
          </button>
        </div>
        <FormStatus status={status} />
      </form>
      <aside className={styles.picture} aria-label="Layout so far">
        <VastuCompass answers={answers} />
        <p className={styles.pictureNote}>North is at the top. The picture fills in as you answer.</p>
      </aside>
    </div>
  );
}

function QuestionGroup({ question: q, business, answers, onChange, problem }: { question: Question; business: boolean; answers: Answers; onChange: (key: Key, value: string, multiple?: boolean) => void; problem: string | null }) {
  const id = `vastu-${q.key}`;
  const value = answers[q.key];
  const isChecked = (v: string) => (q.multiple ? ((value as string[] | undefined) ?? []).includes(v) : value === v);
  const option = (v: string, label: string) => (
    <label key={v} className={tools.option}>
      <input type={q.multiple ? 'checkbox' : 'radio'} name={q.key} value={v} checked={isChecked(v)} onChange={() => onChange(q.key, v, q.multiple)} aria-describedby={problem ? `${id}-error` : undefined} />
      <span>{label}</span>
    </label>
  );
  const list = q.choices;
  return (
    <fieldset id={id} className={tools.group} aria-invalid={problem ? true : undefined}>
      <legend className={tools.legend}>{q.legend(business)}</legend>
      {q.hint && <p className={styles.hint}>{q.hint}</p>}
      {list === 'zones' || list === 'directions' ? (
        <div className={styles.compassOptions}>
          {GRID_ORDER.map((z) =>
            list === 'directions' && z === 'C' ? <span key={z} className={styles.placeholderCell} aria-hidden="true" /> : option(z, zoneLabel(z)),
          )}
        </div>
      ) : (
        <div className={tools.options}>{list.map((c) => option(c.id, c.label))}</div>
      )}
      {q.extra && <div className={styles.extra}>{option(q.extra.id, q.extra.label)}</div>}
      {problem && (
        <p id={`${id}-error`} className={tools.error} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
