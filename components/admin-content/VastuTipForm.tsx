'use client';

import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { InputField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createAdminVastuTip, uploadAdminAudio, uploadAdminImage } from '@/lib/client/admin-content-api';
import { vastuTipSchema } from '@/lib/contract/admin-content';
import styles from './AdminContent.module.scss';
import FileUpload from './FileUpload';
import HindiTipFields, { TIP_AUDIO_HELP, TIP_AUDIO_TYPES, type HindiTipValues } from './HindiTipFields';

/**
 * A new Vastu tip: title, text, a picture and a narration (each uploaded as soon as chosen), and
 * optionally the same in Hindi for /hi/vastu-tips (left empty, the Hindi page shows the English).
 */
export default function VastuTipForm() {
  const router = useLocaleRouter();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [hindi, setHindi] = useState<HindiTipValues>({ titleHi: '', descriptionHi: '', audioUrlHi: null });
  const { busy, status, show, send } = useSubmission();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = vastuTipSchema.safeParse({ title, description, fileUrl: fileUrl ?? '', audioUrl: audioUrl ?? '', titleHi: hindi.titleHi, descriptionHi: hindi.descriptionHi, audioUrlHi: hindi.audioUrlHi ?? '' });
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
      <FileUpload id="tip-audio" label="Narration" accept={TIP_AUDIO_TYPES} help={TIP_AUDIO_HELP} url={audioUrl} upload={uploadAdminAudio} onUploaded={setAudioUrl} />
      <HindiTipFields idPrefix="tip" values={hindi} onChange={setHindi} />
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : 'Add the tip'}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
