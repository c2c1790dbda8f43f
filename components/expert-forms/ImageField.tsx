'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@/lib/contract/expert-profile';
import { describedBy, Field, Hint } from '@/components/form/Field';
import styles from './ExpertForms.module.scss';

/** Why a chosen file cannot be the profile image (its message's key in `ExpertForms.image`), or null when it can. */
export function imageProblem(file: File): 'typeProblem' | 'sizeProblem' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'typeProblem';
  if (file.size > IMAGE_MAX_BYTES) return 'sizeProblem';
  return null;
}

interface Props {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A problem reported by the form (e.g. "Profile image is required"). */
  error?: string | null;
  required?: boolean;
  /** The photo of the application under review, kept when no new file is chosen. */
  current?: string | null;
}

/**
 * The profile photo: JPEG, PNG or WebP up to 5 MB, refused here otherwise (the server checks
 * again), with a preview of the chosen file, or of the current photo while none is chosen.
 */
export default function ImageField({ id, label, file, onChange, error, required, current }: Props) {
  const t = useTranslations('ExpertForms.image');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const urlRef = useRef<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );

  function showPreview(next: File | null) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    // jsdom and very old browsers have no object URLs: then there is simply no preview.
    if (next && typeof URL.createObjectURL === 'function') {
      urlRef.current = URL.createObjectURL(next);
      setPreview({ file: next, url: urlRef.current });
    } else {
      setPreview(null);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageProblem(chosen) : null;
    if (chosen && problem) {
      event.target.value = '';
      setRefusal(t(problem));
      showPreview(null);
      onChange(null);
      return;
    }
    setRefusal(null);
    showPreview(chosen);
    onChange(chosen);
  }

  const message = refusal ?? error ?? null;
  const previewUrl = preview && preview.file === file ? preview.url : null;
  const keeping = Boolean(current) && !file;
  const hint = keeping ? t('hintKeeping') : t('hint');
  const needed = required && !current;

  return (
    <Field id={id} label={label} hint={hint} error={message} alert={Boolean(refusal)} required={needed} wide>
      <div className={styles.imageRow}>
        {previewUrl && (
          // A local blob: URL, which next/image cannot optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={previewUrl} alt={t('preview')} width={96} height={96} className={styles.preview} />
        )}
        {keeping && (
          // Served by our own upload route, already re-encoded to 800 px WebP.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={current!} alt={t('current')} width={96} height={96} className={styles.preview} />
        )}
        <input id={id} type="file" accept={IMAGE_TYPES.join(',')} required={needed} {...describedBy(id, { hint, error: message })} onChange={handleChange} />
      </div>
      {file && <Hint>{t('selected', { name: file.name })}</Hint>}
    </Field>
  );
}
