'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import { DateTimeFields } from '@/components/form/DateTimeFields';
import FormStatus from '@/components/form/FormStatus';
import { firstProblem, schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { hindiName, type HindiColour } from '@/lib/astro/hindi';
import type { Graha, Sign } from '@/lib/astro/zodiac';
import { fetchLucky } from '@/lib/client/astro-api';
import type { LuckyData } from '@/lib/contract/astrology';
import { lazyChecks } from '@/components/form/lazy-checks';
import styles from './Lucky.module.scss';

type Result = LuckyData;

const FIELDS = ['name', 'dob'] as const;
const checks = lazyChecks(() => import('@/lib/contract/astrology'));

/** SPEC 2.14: name and date of birth in; name, dob, sign, lucky number and colour out. */
export default function LuckyNumberForm() {
  const t = useTranslations('Lucky');
  // The engine's words (sign, graha, colours) as the page's language names them; the name as typed.
  const hindi = useLocale() === 'hi';
  const sign = (english: string) => (hindi ? hindiName('sign', english as Sign) : english);
  const graha = (english: string) => (hindi ? hindiName('graha', english as Graha) : english);
  const colour = (english: string) => (hindi ? hindiName('colour', english as HindiColour) : english);
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
      refusal: (res) => res.message || t('noData'),
      failed: t('failed'),
      onSuccess: (res) => setResult(res.data!),
      onFailure: () => setResult(null),
    });
  }

  return (
    <div className={styles.wrap}>
      <form className={`card ${styles.form}`} onSubmit={submit} onFocus={checks.warm} noValidate>
        <InputField id="lucky-name" label={t('yourName')} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        <DateTimeFields ids={() => 'lucky-dob'} date={dob} onDateChange={setDob} dateLabel={t('dateOfBirth')} dateHint={t('dateHint')} />
        <FormStatus status={status} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('finding') : t('submit')}
        </button>
      </form>

      <section aria-live="polite" className={styles.resultArea}>
        {result && (
          <div className={`card ${styles.result}`}>
            <h2>{result.name}</h2>
            <dl>
              <div>
                <dt>{t('dateOfBirth')}</dt>
                <dd>{result.dob}</dd>
              </div>
              <div>
                <dt>{t('sign')}</dt>
                <dd>
                  {sign(result.sign)} <small>{t('westernSunSign')}</small>
                </dd>
              </div>
              <div>
                <dt>{t('luckyNumber')}</dt>
                <dd className={styles.big}>{result.luckyNumber}</dd>
              </div>
              <div>
                <dt>{t('luckyColour')}</dt>
                <dd className={styles.big}>{colour(result.luckyColor)}</dd>
              </div>
            </dl>
            <p>
              {t('explanation', {
                planet: graha(result.rulingPlanet),
                colours: result.otherColors.map(colour).join(', '),
                destiny: result.destinyNumber,
                nameNumber: result.nameNumber,
              })}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
