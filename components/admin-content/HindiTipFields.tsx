'use client';

import { InputField, TextAreaField } from '@/components/form/Field';
import { uploadAdminAudio } from '@/lib/client/admin-content-api';
import styles from './AdminContent.module.scss';
import FileUpload from './FileUpload';

export const TIP_AUDIO_TYPES = 'audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg';
export const TIP_AUDIO_HELP = 'MP3, M4A or OGG, at most 5 MB.';

export interface HindiTipValues {
  titleHi: string;
  descriptionHi: string;
  /** A narration uploaded in this form (null: none chosen here). */
  audioUrlHi: string | null;
}

/**
 * A tip's Hindi title, description and narration, all optional: left empty, /hi/vastu-tips shows
 * the English. Used by the new-tip form and by each tip's Hindi editor.
 */
export default function HindiTipFields({ idPrefix, values, onChange }: { idPrefix: string; values: HindiTipValues; onChange: (values: HindiTipValues) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>In Hindi (optional)</legend>
      <InputField id={`${idPrefix}-title-hi`} label="Hindi title" lang="hi" value={values.titleHi} onChange={(e) => onChange({ ...values, titleHi: e.target.value })} maxLength={200} />
      <TextAreaField
        id={`${idPrefix}-description-hi`}
        label="Hindi description"
        lang="hi"
        value={values.descriptionHi}
        onChange={(e) => onChange({ ...values, descriptionHi: e.target.value })}
        maxLength={2000}
        rows={3}
      />
      <FileUpload
        id={`${idPrefix}-audio-hi`}
        label="Hindi narration"
        accept={TIP_AUDIO_TYPES}
        help={TIP_AUDIO_HELP}
        url={values.audioUrlHi}
        upload={uploadAdminAudio}
        onUploaded={(url) => onChange({ ...values, audioUrlHi: url })}
      />
    </fieldset>
  );
}
