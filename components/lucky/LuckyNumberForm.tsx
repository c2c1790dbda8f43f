'use client';
import { useState, type FormEvent } from 'react';
import { fetchLucky } from '@/lib/client/astro-api';
import { serverMessage } from '@/lib/client/http';
import type { LuckyData } from '@/lib/contract/astrology';
import styles from './Lucky.module.scss';

type Result = LuckyData;

/** SPEC 2.14: name and date of birth in; name, dob, sign, lucky number and colour out. */
export default function LuckyNumberForm() {
  const [name, setName] = useState('');
  const [dob, setDob] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !dob) {
      setProblem('Please enter your name and date of birth');
      return;
    }
    setProblem(null);
    setLoading(true);
    try {
      const res = await fetchLucky(name.trim(), dob);
      if (res.status !== 'success' || !res.data) {
        setResult(null);
        setProblem(res.message || 'No data found');
      } else setResult(res.data);
    } catch (err) {
      setResult(null);
      setProblem(serverMessage(err) ?? 'Failed to fetch lucky details.');
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="lucky-name">Your name</label>
          <input id="lucky-name" value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="lucky-dob">Date of birth</label>
          <input id="lucky-dob" type="date" value={dob} min="1800-01-01" max="2299-12-31" aria-describedby="lucky-dob-hint" onChange={(e) => setDob(e.target.value)} />
          <small id="lucky-dob-hint">Format: YYYY-MM-DD</small>
        </div>
        {problem && (
          <p role="alert" className="message-error">
            {problem}
          </p>
        )}
        <button type="submit" className="btn" disabled={loading}>
          {loading ? 'Finding…' : 'Find My Lucky Number'}
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
