'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { BirthPlaceField, NameAndGender } from '@/components/form/BirthDetails';
import { DateTimeFields, withSeconds } from '@/components/form/DateTimeFields';
import FormStatus from '@/components/form/FormStatus';
import PlaceConfirmation from '@/components/form/PlaceConfirmation';
import { schemaProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { fetchMatch } from '@/lib/client/astro-api';
import type { MatchData } from '@/lib/contract/astrology';
import { DEFAULT_LATITUDE, DEFAULT_LONGITUDE, type MatchRole } from '@/lib/contract/astrology-basics';
import { lazyChecks } from '@/components/form/lazy-checks';
import { utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import styles from './Match.module.scss';

/** A person's fields in the order of the page and of the spec's checks (SPEC 5). */
const FIELDS = ['name', 'gender', 'dob', 'birthTime', 'birthPlace'] as const;
// The result (both chart diagrams, the koota table, its links) is drawn only after a match, so its
// code is not part of the page's start: it loads with the form's checks, at the first focus in
// the form, and is there before the request is sent.
const checks = lazyChecks(() =>
  Promise.all([import('@/lib/contract/astrology'), import('./MatchResult'), import('./MatchLinks')]).then(([contract]) => contract),
);
const MatchResult = lazy(() => import('./MatchResult'));
const MatchLinks = lazy(() => import('./MatchLinks'));
type Field = (typeof FIELDS)[number];
interface Person {
  name: string;
  gender: string;
  dob: string;
  birthTime: string;
  birthPlace: string;
  latitude: number;
  longitude: number;
  zone: string | null;
}

const empty = (gender: string): Person => ({ name: '', gender, dob: '', birthTime: '', birthPlace: '', latitude: DEFAULT_LATITUDE, longitude: DEFAULT_LONGITUDE, zone: null });

/** The offset in force at the chosen place on that date and time, when a place was chosen. */
function timezoneOf(p: Person): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.dob);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(p.birthTime);
  if (!p.zone || !d || !t) return undefined;
  return utcOffsetAt(p.zone, Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
}

/** One person as the request carries them. */
function personRequest(p: Person) {
  const timezone = timezoneOf(p);
  return {
    name: p.name.trim(),
    gender: p.gender,
    dob: p.dob,
    birthTime: withSeconds(p.birthTime),
    birthPlace: p.birthPlace.trim(),
    latitude: p.latitude,
    longitude: p.longitude,
    ...(timezone ? { timezone } : {}),
  };
}

/** SPEC 2.13: a Boy section and a Girl section; the result shows the score out of 10 and both charts. */
export default function MatchForm() {
  const t = useTranslations('Match.form');
  const birth = useTranslations('BirthForm');
  const [people, setPeople] = useState<Record<MatchRole, Person>>({ Boy: empty('male'), Girl: empty('female') });
  const [errors, setErrors] = useState<Record<MatchRole, Problems<Field>>>({ Boy: {}, Girl: {} });
  const { busy, status, show, send } = useSubmission();
  const [result, setResult] = useState<MatchData | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The result sits above the filled form (on a phone the form is long): bring it into view.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ block: 'start' });
  }, [result]);

  const update = (role: MatchRole, change: Partial<Person>) => {
    setPeople((p) => ({ ...p, [role]: { ...p[role], ...change } }));
    setErrors((e) => ({ ...e, [role]: Object.fromEntries(Object.entries(e[role]).filter(([k]) => !(k in change))) }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { boy: personRequest(people.Boy), girl: personRequest(people.Girl) };
    const contract = await checks.loadOrSay(show);
    if (!contract) return;
    const found = {
      Boy: schemaProblems(contract.matchPersonSchema('Boy'), body.boy, FIELDS),
      Girl: schemaProblems(contract.matchPersonSchema('Girl'), body.girl, FIELDS),
    };
    setErrors(found);
    if (Object.keys(found.Boy).length || Object.keys(found.Girl).length) {
      show('error', t('correct'));
      return;
    }
    await send(() => fetchMatch(body), {
      accepted: () => true,
      failed: t('failed'),
      serverText: false,
      onSuccess: setResult,
      onFailure: () => setResult(null),
    });
  }

  return (
    <>
      <div ref={resultRef} className={styles.resultSlot}>
        <Suspense fallback={null}>
          {result && <MatchResult result={result} changeHref="#match-form" />}
          {result?._id && <MatchLinks id={result._id} />}
        </Suspense>
      </div>
      <form id="match-form" className={styles.form} onSubmit={submit} onFocus={checks.warm} noValidate>
        {busy && <FullPageSpinner label={t('matching')} />}
        <div className={`split ${styles.people}`}>
          {(['Boy', 'Girl'] as const).map((role) => {
            const p = people[role];
            const e = errors[role];
            const id = (f: string) => `${role.toLowerCase()}-${f}`;
            return (
              <fieldset key={role} className={`card ${styles.person}`}>
                <legend>{t(role === 'Boy' ? 'boy' : 'girl')}</legend>
                <NameAndGender ids={id} values={p} errors={e} onChange={(f, value) => update(role, { [f]: value })} withOther={false} />
                <DateTimeFields
                  ids={(part) => id(part === 'date' ? 'dob' : 'birthTime')}
                  date={p.dob}
                  time={p.birthTime}
                  errors={{ date: e.dob, time: e.birthTime }}
                  onDateChange={(dob) => update(role, { dob })}
                  onTimeChange={(birthTime) => update(role, { birthTime })}
                  dateLabel={birth('dateOfBirth')}
                  timeLabel={birth('timeOfBirth')}
                  timeHint={birth('timeHint')}
                />
                <BirthPlaceField
                  id={id('birthPlace')}
                  name={`${role.toLowerCase()}BirthPlace`}
                  value={p.birthPlace}
                  error={e.birthPlace}
                  onTextChange={(text) => update(role, { birthPlace: text, zone: null, latitude: DEFAULT_LATITUDE, longitude: DEFAULT_LONGITUDE })}
                  onSelect={(place: Place) => update(role, { birthPlace: place.label, latitude: place.latitude, longitude: place.longitude, zone: place.timezone })}
                >
                  <PlaceConfirmation coordinates={p.zone ? { latitude: p.latitude, longitude: p.longitude } : null} timezone={timezoneOf(p)} />
                </BirthPlaceField>
              </fieldset>
            );
          })}
        </div>
        <FormStatus status={status} />
        <button type="submit" className="btn" disabled={busy}>
          {t('submit')}
        </button>
      </form>
    </>
  );
}
