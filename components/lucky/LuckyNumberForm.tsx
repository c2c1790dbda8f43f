'use client';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import { DateTimeFields } from '@/components/form/DateTimeFields';
import FormStatus from '@/components/form/FormStatus';
import { firstProblem, schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { fetchLucky } from '@/lib/client/astro-api';
import type { LuckyData } from '@/lib/contract/astrology';
import { lazyChecks } from '@/components/form/lazy-checks';
import styles from './Lucky.module.scss';

type Result = LuckyData;

const FIELDS = ['name', 'dob'] as const;
const checks = lazyChecks(() => import('@/lib/contract/astrology'));

/** SPEC 2.14: name and date of birth in; name, dob, sign, lucky number and colour out. */
export default function LuckyNumberForm() {
  const [name, setName] = useState('');
  const [dob, setDob] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const { busy, status, show, send } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contract = await checks.loadOrSay(show);
    if (!contract) return;
    // One alert for both fields (SPEC 5): the first problem.
    const problems = schemaProblems(contract.luckyRequestSchema, { name, dob }, FIELDS);
    const first = firstProblem(problems);
    if (first) {
      show('error', problems[first]!);
      return;
    }
    await send(() => fetchLucky(name.trim(), dob), {
      accepted: (res) => res.status === 'success' && Boolean(res.data),
      refusal: (res) => res.message || 'No data found',
      failed: 'Failed to fetch lucky details.',
      onSuccess: (res) => setResult(res.data!),
      onFailure: () => setResult(null),
    });
  }

  return (
    <div className={styles.wrap}>
      <form className={`card ${styles.form}`} onSubmit={submit} onFocus={checks.warm} noValidate>
        <InputField id="lucky-name" label="Your name" value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        <DateTimeFields ids={() => 'lucky-dob'} date={dob} onDateChange={setDob} dateHint="Pick the day from the calendar, or type it." />
        <FormStatus status={status} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Finding…' : 'Find My Lucky Number'}
        </button>
      </form>

      <section aria-live="polite" className={styles.resultArea}>
        {result && (
          <div className={`card ${styles.result}`}>
            <h2>{result.name}</h2>
            <dl>
              <div>
                <dt>Date of birth</dt>
                <dd>{result.dob}</dd>
              </div>
              <div>
                <dt>Sign</dt>
                <dd>
                  {result.sign} <small>(Western sun sign)</small>
                </dd>
              </div>
              <div>
                <dt>Lucky number</dt>
                <dd className={styles.big}>{result.luckyNumber}</dd>
              </div>
              <div>
                <dt>Lucky colour</dt>
                <dd className={styles.big}>{result.luckyColor}</dd>
              </div>
            </dl>
            <p>
              Your lucky number is your psychic (root) number, from the day you were born; it is ruled by {result.rulingPlanet}. Colours that also suit
              you: {result.otherColors.join(', ')}. Your destiny number is {result.destinyNumber} and your name number (Chaldean) is{' '}
              {result.nameNumber}.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
