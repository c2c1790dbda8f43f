'use client';
import Link from '@/components/ui/IntentLink';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { sendLoginOtp, verifyLoginOtp } from '@/lib/client/api';
import { clearNavState, readNavState } from '@/lib/client/nav-state';
import { USER_DATA_KEY, writeJson } from '@/lib/client/storage';
import { loginVerifyRequestSchema } from '@/lib/contract/auth';
import { safeReturnPath } from '@/lib/return-path';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import { fill } from '@/lib/i18n/fill';
import english from '@/messages/en/Auth.json';
import styles from './Auth.module.scss';

const LENGTH = 6;

/**
 * SPEC 2.5: six single-digit boxes, Verify OTP, and Resend after a visible countdown. The wait is
 * the server's (OTP_RESEND_SECONDS), passed in by the page.
 */
export default function OtpForm({ resendSeconds, texts = english.otpForm }: { resendSeconds: number; texts?: typeof english.otpForm }) {
  const router = useLocaleRouter();
  const hydrated = useHydrated();
  const mobile = hydrated ? readNavState('otpMobile') : null;
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''));
  const { busy, status, show, clear, send } = useSubmission();
  // Which request the spinner names.
  const [action, setAction] = useState<'verify' | 'resend'>('verify');
  const [secondsLeft, setSecondsLeft] = useState(resendSeconds);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // Set once the code is accepted: the number is then cleared, and that must not count as "no number".
  const verified = useRef(false);

  // Without a number from the login screen there is nothing to verify.
  useEffect(() => {
    if (hydrated && !mobile && !verified.current) router.replace('/login');
  }, [hydrated, mobile, router]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const code = digits.join('');
  const problem = schemaProblems(loginVerifyRequestSchema, { mobile, otp: code }, ['otp']).otp;

  /**
   * A box's new text. One digit is typing. Several digits at once are a code arriving whole: SMS
   * autofill (Android and iOS put the code in one input event), or a paste that skipped onPaste;
   * they fill the boxes from this one on, or all six when the whole code arrived.
   */
  function setDigit(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    if (status?.kind === 'error') clear();
    if (typed.length > 1) {
      fillFrom(typed.length >= LENGTH ? 0 : index, typed);
      return;
    }
    setDigits((d) => d.map((v, i) => (i === index ? typed : v)));
    if (typed && index < LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  /** Puts `code`'s digits into the boxes from `start` on; focus goes to the box after the last one. */
  function fillFrom(start: number, code: string) {
    const incoming = code.slice(0, LENGTH - start);
    setDigits((d) => d.map((v, i) => (i >= start && i < start + incoming.length ? incoming[i - start]! : v)));
    boxes.current[Math.min(start + incoming.length, LENGTH - 1)]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
      setDigits((d) => d.map((v, i) => (i === index - 1 ? '' : v)));
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length < 2) return; // a single digit is handled as typing
    event.preventDefault();
    setDigits(Array.from({ length: LENGTH }, (_, i) => pasted[i] ?? ''));
    boxes.current[Math.min(pasted.length, LENGTH) - 1]?.focus();
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!mobile) return;
    if (problem) {
      show('error', problem);
      return;
    }
    setAction('verify');
    await send(() => verifyLoginOtp(mobile, code), {
      accepted: (res) => Boolean(res.isVerified?.status && res.isVerified.data),
      refusal: (res) => res.isVerified?.message || texts.verifyFailed,
      failed: texts.verifyFailed,
      staysBusy: true,
      onSuccess: (res) => {
        verified.current = true;
        writeJson(USER_DATA_KEY, res.isVerified.data);
        clearNavState('otpMobile');
        // Back to the page that asked for a sign-in (checked again: storage is not trusted).
        const returnTo = safeReturnPath(readNavState('returnTo'));
        clearNavState('returnTo');
        router.push(returnTo ?? '/');
      },
    });
  }

  async function resend() {
    if (!mobile) return;
    setAction('resend');
    await send(() => sendLoginOtp(mobile), {
      accepted: () => true,
      success: texts.resent,
      failed: texts.resendFailed,
      onSuccess: () => {
        // The new code replaces the old one on the server.
        setDigits(Array(LENGTH).fill(''));
        setSecondsLeft(resendSeconds);
        boxes.current[0]?.focus();
      },
    });
  }

  if (!mobile) return <p role="status">{texts.loading}</p>;
  // The number sits where the language puts it in the sentence.
  const [beforeNumber, afterNumber] = texts.sentTo.split('{mobile}') as [string, string?];

  return (
    <form onSubmit={verify} noValidate>
      {busy && <FullPageSpinner label={action === 'verify' ? texts.verifying : texts.resending} />}
      <p>
        {beforeNumber}
        <strong>+91 {mobile}</strong>
        {afterNumber}{' '}
        <Link href="/login">{texts.changeNumber}</Link>
      </p>
      <fieldset className={styles.digits}>
        <legend className="visually-hidden">{texts.legend}</legend>
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={fill(texts.digit, { n: i + 1, total: LENGTH })}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            // No maxLength: the browser would cut an autofilled code to its first digit.
            value={digit}
            autoFocus={i === 0}
            onChange={(e) => setDigit(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </fieldset>
      <FormStatus status={status} />
      <button type="submit" className={`btn ${styles.full}`} disabled={Boolean(problem) || busy}>
        {texts.submit}
      </button>
      <div className={styles.resend}>
        <span aria-live="polite">{secondsLeft > 0 ? fill(texts.resendIn, { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}` }) : texts.noCode}</span>
        <button type="button" className={styles.linkButton} onClick={resend} disabled={secondsLeft > 0 || busy}>
          {texts.resend}
        </button>
      </div>
    </form>
  );
}
