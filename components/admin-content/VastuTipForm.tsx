'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { InputField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createAdminVastuTip, uploadAdminAudio, uploadAdminImage } from '@/lib/client/admin-content-api';
import { vastuTipSchema } from '@/lib/contract/admin-content';
import styles from './AdminContent.module.scss';
import FileUpload from './FileUpload';

/**
 * A new Vastu tip: title, text, a picture and a narration (each uploaded as soon as chosen), and
 * optionally the same in Hindi for /hi/vastu-tips (left empty, the Hindi page shows the English).
 */
const AUDIO_TYPES = 'audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg';
const AUDIO_HELP = 'MP3, M4A or OGG, at most 5 MB.';

export default function VastuTipForm() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [titleHi, setTitleHi] = useState('');
  const [descriptionHi, setDescriptionHi] = useState('');
  const [audioUrlHi, setAudioUrlHi] = useState<string | null>(null);
  const { busy, status, show, send } = useSubmission();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = vastuTipSchema.safeParse({ title, description, fileUrl: fileUrl ?? '', audioUrl: audioUrl ?? '', titleHi, descriptionHi, audioUrlHi: audioUrlHi ?? '' });
    if (!parsed.success) return show('error', !fileUrl ? 'Please upload a picture.' : !audioUrl ? 'Please upload the narration.' : (parsed.error.issues[0]?.message ?? 'Please check the form.'));
    await send(() => createAdminVastuTip(parsed.data), {
      accepted: (r) => Boolean(r?.data?._id),
      success: 'The tip is added to /vastu-tips.',
      failed: 'The tip could not be saved. Please try again.',
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <InputField id="tip-title" label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
      <TextAreaField id="tip-description" label="Description" value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={2000} rows={3} />
      <FileUpload id="tip-image" label="Picture" accept="image/jpeg,image/png,image/webp" help="JPEG, PNG or WebP, at most 5 MB." url={fileUrl} upload={uploadAdminImage} onUploaded={setFileUrl} />
      <FileUpload id="tip-audio" label="Narration" accept={AUDIO_TYPES} help={AUDIO_HELP} url={audioUrl} upload={uploadAdminAudio} onUploaded={setAudioUrl} />
      <fieldset className={styles.fieldset}>
        <legend>In Hindi (optional)</legend>
        <InputField id="tip-title-hi" label="Hindi title" lang="hi" value={titleHi} onChange={(e) => setTitleHi(e.target.value)} maxLength={200} />
        <TextAreaField id="tip-description-hi" label="Hindi description" lang="hi" value={descriptionHi} onChange={(e) => setDescriptionHi(e.target.value)} maxLength={2000} rows={3} />
        <FileUpload id="tip-audio-hi" label="Hindi narration" accept={AUDIO_TYPES} help={AUDIO_HELP} url={audioUrlHi} upload={uploadAdminAudio} onUploaded={setAudioUrlHi} />
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : 'Add the tip'}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
