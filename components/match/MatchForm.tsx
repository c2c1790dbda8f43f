'use client';
import { useState, type FormEvent } from 'react';
import PlaceInput from '@/components/places/PlaceInput';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { fetchMatch } from '@/lib/client/astro-api';
import { DEFAULT_LATITUDE, DEFAULT_LONGITUDE, matchPersonProblems, type MatchResult as MatchResultData, type MatchRole } from '@/lib/contract/astrology';
import { utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import MatchResult from './MatchResult';
import styles from './Match.module.scss';

type Field = 'name' | 'gender' | 'dob' | 'birthTime' | 'birthPlace';
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

/** A time input gives HH:MM when the seconds are zero; the contract wants HH:MM:SS. */
const withSeconds = (t: string) => (/^\d{2}:\d{2}$/.test(t) ? `${t}:00` : t);

/** The offset in force at the chosen place on that date and time, when a place was chosen. */
function timezoneOf(p: Person): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.dob);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(p.birthTime);
  if (!p.zone || !d || !t) return undefined;
  return utcOffsetAt(p.zone, Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
}

/** SPEC 2.13: a Boy section and a Girl section; the result shows the score out of 10 and both charts. */
export default function MatchForm() {
  const [people, setPeople] = useState<Record<MatchRole, Person>>({ Boy: empty('male'), Girl: empty('female') });
  const [errors, setErrors] = useState<Record<MatchRole, Partial<Record<Field, string>>>>({ Boy: {}, Girl: {} });
  const [alert, setAlert] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<MatchResultData | null>(null);

  const update = (role: MatchRole, change: Partial<Person>) => {
    setPeople((p) => ({ ...p, [role]: { ...p[role], ...change } }));
    setErrors((e) => ({ ...e, [role]: Object.fromEntries(Object.entries(e[role]).filter(([k]) => !(k in change))) }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      Boy: matchPersonProblems('Boy', { ...people.Boy, birthTime: withSeconds(people.Boy.birthTime) }),
      Girl: matchPersonProblems('Girl', { ...people.Girl, birthTime: withSeconds(people.Girl.birthTime) }),
    };
    setErrors(found);
    if (Object.keys(found.Boy).length || Object.keys(found.Girl).length) {
      setAlert('Please correct the highlighted fields.');
      return;
    }
    setAlert(null);
    setLoading(true);
    const person = (p: Person) => ({
      name: p.name.trim(),
      gender: p.gender,
      dob: p.dob,
      birthTime: withSeconds(p.birthTime),
      birthPlace: p.birthPlace.trim(),
      latitude: p.latitude,
      longitude: p.longitude,
      ...(timezoneOf(p) ? { timezone: timezoneOf(p) } : {}),
    });
    try {
      setResult(await fetchMatch({ boy: person(people.Boy), girl: person(people.Girl) }));
    } catch (err) {
      console.error('Match failed', err);
      setResult(null);
      setAlert('Failed to fetch compatibility.');
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {loading && <FullPageSpinner label="Matching the two charts…" />}
        <div className={`split ${styles.people}`}>
          {(['Boy', 'Girl'] as const).map((role) => {
            const p = people[role];
            const e = errors[role];
            const id = (f: string) => `${role.toLowerCase()}-${f}`;
            const described = (f: Field) => (e[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(f)}-error` } : {});
            const message = (f: Field) =>
              e[f] ? (
                <span id={`${id(f)}-error`} className={styles.fieldError}>
                  {e[f]}
                </span>
              ) : null;
            return (
              <fieldset key={role} className={`card ${styles.person}`}>
                <legend>{role}</legend>
                <div className="form-field">
                  <label htmlFor={id('name')}>Name</label>
                  <input id={id('name')} value={p.name} onChange={(ev) => update(role, { name: ev.target.value })} {...described('name')} />
                  {message('name')}
                </div>
                <div className="form-field">
                  <label htmlFor={id('gender')}>Gender</label>
                  <select id={id('gender')} value={p.gender} onChange={(ev) => update(role, { gender: ev.target.value })} {...described('gender')}>
                    <option value="">Select</option>
                    <option value="male">Male</option>
                    <option value="female">Female</option>
                  </select>
                  {message('gender')}
                </div>
                <div className={styles.row}>
                  <div className="form-field">
                    <label htmlFor={id('dob')}>Date of birth</label>
                    <input id={id('dob')} type="date" value={p.dob} min="1800-01-01" max="2299-12-31" onChange={(ev) => update(role, { dob: ev.target.value })} {...described('dob')} />
                    {message('dob')}
                  </div>
                  <div className="form-field">
                    <label htmlFor={id('birthTime')}>Birth time</label>
                    <input id={id('birthTime')} type="time" step={1} value={p.birthTime} onChange={(ev) => update(role, { birthTime: ev.target.value })} {...described('birthTime')} />
                    {message('birthTime')}
                  </div>
                </div>
                <div>
                  <PlaceInput
                    id={id('birthPlace')}
                    name={`${role.toLowerCase()}BirthPlace`}
                    label="Birth place"
                    value={p.birthPlace}
                    onTextChange={(text) => update(role, { birthPlace: text, zone: null, latitude: DEFAULT_LATITUDE, longitude: DEFAULT_LONGITUDE })}
                    onSelect={(place: Place) => update(role, { birthPlace: place.label, latitude: place.latitude, longitude: place.longitude, zone: place.timezone })}
                    invalid={Boolean(e.birthPlace)}
                    describedBy={e.birthPlace ? `${id('birthPlace')}-error` : undefined}
                    required
                  />
                  {message('birthPlace')}
                  {p.zone && (
                    <small>
                      {p.latitude.toFixed(2)}, {p.longitude.toFixed(2)} · {p.zone}
                      {timezoneOf(p) ? ` (UTC${timezoneOf(p)})` : ''}
                    </small>
                  )}
                </div>
              </fieldset>
            );
          })}
        </div>
        {alert && (
          <p role="alert" className="message-error">
            {alert}
          </p>
        )}
        <button type="submit" className="btn" disabled={loading}>
          Check Compatibility
        </button>
      </form>
      {result && <MatchResult result={result} />}
    </>
  );
}
