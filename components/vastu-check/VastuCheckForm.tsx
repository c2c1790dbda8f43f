'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormText } from '@/components/form/FormLanguage';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createVastuCheck } from '@/lib/client/vastu-check-api';
import { vastuCheckHref, vastuCheckRequestSchema, type VastuCheckRequest } from '@/lib/contract/vastu-check';
import type { VastuAnswers } from '@/lib/vastu/self-check';
import { NONE, plotShapeLabel, PLOT_SHAPES, zoneInfo, type SelfCheckLanguage, type Zone } from '@/lib/vastu/self-check-rules';
import type en from '@/messages/en';
import tools from '@/components/vastu-tools/VastuTools.module.scss';
import styles from './VastuCheck.module.scss';
import VastuCompass from './VastuCompass';

type Answers = Partial<VastuAnswers>;
type Key = keyof VastuAnswers;

/** The compass grid's order: north-west top left, south-east bottom right. */
const GRID_ORDER: Zone[] = ['NW', 'N', 'NE', 'W', 'C', 'E', 'SW', 'S', 'SE'];

/** The questionnaire's texts (messages/<locale>/VastuCheck.json, `form`): a key that is not there does not compile. */
type FormText = Exclude<keyof (typeof en)['VastuCheck']['form'], 'steps'>;
type StepTitle = keyof (typeof en)['VastuCheck']['form']['steps'];

interface Question {
  key: Key;
  /** The question; a business reads `legendBusiness` where it has its own words. */
  legend: FormText;
  legendBusiness?: FormText;
  hint?: FormText;
  /** 'zones': the nine zones; 'directions': the eight; 'shapes': the plot shapes; or a plain list. */
  choices: 'zones' | 'directions' | 'shapes' | readonly { id: string; label: FormText }[];
  /** An extra choice after the compass ("none", "level"). */
  extra?: { id: string; label: FormText };
  multiple?: boolean;
}

const STEPS: { title: StepTitle; questions: Question[] }[] = [
  {
    title: 'property',
    questions: [
      { key: 'propertyKind', legend: 'propertyKind', choices: [{ id: 'home', label: 'home' }, { id: 'business', label: 'business' }] },
      { key: 'plotShape', legend: 'plotShape', choices: 'shapes' },
    ],
  },
  {
    title: 'entrance',
    questions: [{ key: 'entrance', legend: 'entrance', hint: 'entranceHint', choices: 'directions' }],
  },
  {
    title: 'rooms',
    questions: [
      { key: 'kitchen', legend: 'kitchen', legendBusiness: 'kitchenBusiness', hint: 'gridHint', choices: 'zones' },
      { key: 'masterBedroom', legend: 'masterBedroom', legendBusiness: 'masterBedroomBusiness', choices: 'zones' },
      { key: 'pujaRoom', legend: 'pujaRoom', legendBusiness: 'pujaRoomBusiness', choices: 'zones', extra: { id: NONE, label: 'none' } },
    ],
  },
  {
    title: 'toilets',
    questions: [{ key: 'toilets', legend: 'toilets', hint: 'toiletsHint', choices: 'zones', multiple: true }],
  },
  {
    title: 'stairsWater',
    questions: [
      { key: 'staircase', legend: 'staircase', choices: 'zones', extra: { id: NONE, label: 'none' } },
      { key: 'overheadTank', legend: 'overheadTank', choices: 'zones', extra: { id: NONE, label: 'none' } },
      { key: 'undergroundTank', legend: 'undergroundTank', choices: 'zones', extra: { id: NONE, label: 'none' } },
    ],
  },
  {
    title: 'land',
    questions: [
      { key: 'slope', legend: 'slope', hint: 'slopeHint', choices: 'directions', extra: { id: 'flat', label: 'level' } },
      { key: 'cut', legend: 'cut', choices: 'directions', extra: { id: NONE, label: 'noCut' } },
      { key: 'extension', legend: 'extension', choices: 'directions', extra: { id: NONE, label: 'noExtension' } },
    ],
  },
];

/** A zone as an answer: its name without the Sanskrit in brackets ("North-east", "Centre"). */
const zoneLabel = (z: Zone, language: SelfCheckLanguage) => zoneInfo(z, language).name.replace(/ \(.*\)$/, '');

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
  const t = useTranslations('VastuCheck.form');
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
      failed: t('failed'),
      staysBusy: true,
      onSuccess: (res) => router.push(vastuCheckHref(res.data._id)),
    });
  }

  const current = STEPS[step]!;
  return (
    <div className={styles.tool}>
      <form onSubmit={submit} noValidate aria-labelledby="vastu-step-title">
        <p className={styles.steps}>{t('step', { step: step + 1, total: STEPS.length })}</p>
        <h2 id="vastu-step-title" ref={heading} tabIndex={-1}>
          {t(`steps.${current.title}`)}
        </h2>
        {current.questions.map((q) => (
          <QuestionGroup key={q.key} question={q} business={business} answers={answers} onChange={set} problem={problem?.key === q.key ? problem.message : null} />
        ))}
        <div className={tools.actions}>
          {step > 0 && (
            <button type="button" className="btn btn-outline" onClick={() => go(step - 1)} disabled={busy}>
              {t('back')}
            </button>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {last ? (busy ? t('checking') : t('submit')) : t('next')}
          </button>
        </div>
        <FormStatus status={status} />
      </form>
      <aside className={styles.picture} aria-label={t('pictureLabel')}>
        <VastuCompass answers={answers} />
        <p className={styles.pictureNote}>{t('pictureNote')}</p>
      </aside>
    </div>
  );
}

function QuestionGroup({ question: q, business, answers, onChange, problem }: { question: Question; business: boolean; answers: Answers; onChange: (key: Key, value: string, multiple?: boolean) => void; problem: string | null }) {
  const t = useTranslations('VastuCheck.form');
  const language: SelfCheckLanguage = useLocale() === 'hi' ? 'hi' : 'en';
  const id = `vastu-${q.key}`;
  const value = answers[q.key];
  const isChecked = (v: string) => (q.multiple ? ((value as string[] | undefined) ?? []).includes(v) : value === v);
  const option = (v: string, label: string) => (
    <label key={v} className={tools.option}>
      <input type={q.multiple ? 'checkbox' : 'radio'} name={q.key} value={v} checked={isChecked(v)} onChange={() => onChange(q.key, v, q.multiple)} aria-describedby={problem ? `${id}-error` : undefined} />
      <span>{label}</span>
    </label>
  );
  const list =
    q.choices === 'shapes'
      ? PLOT_SHAPES.map((shape) => ({ id: shape, label: plotShapeLabel(shape, language) }))
      : q.choices === 'zones' || q.choices === 'directions'
        ? q.choices
        : q.choices.map((c) => ({ id: c.id, label: t(c.label) }));
  return (
    <fieldset id={id} className={tools.group} aria-invalid={problem ? true : undefined}>
      <legend className={tools.legend}>{t(business && q.legendBusiness ? q.legendBusiness : q.legend)}</legend>
      {q.hint && <p className={styles.hint}>{t(q.hint)}</p>}
      {list === 'zones' || list === 'directions' ? (
        <div className={styles.compassOptions}>
          {GRID_ORDER.map((z) =>
            list === 'directions' && z === 'C' ? <span key={z} className={styles.placeholderCell} aria-hidden="true" /> : option(z, zoneLabel(z, language)),
          )}
        </div>
      ) : (
        <div className={tools.options}>{list.map((c) => option(c.id, c.label))}</div>
      )}
      {q.extra && <div className={styles.extra}>{option(q.extra.id, t(q.extra.label))}</div>}
      {problem && (
        <p id={`${id}-error`} className={tools.error} role="alert">
          <FormText text={problem} />
        </p>
      )}
    </fieldset>
  );
}
