'use client';

import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { updateAdminVastuTip } from '@/lib/client/admin-content-api';
import { vastuTipPatchSchema, type AdminVastuTip } from '@/lib/contract/admin-content';
import styles from './AdminContent.module.scss';
import HindiTipFields, { type HindiTipValues } from './HindiTipFields';

/**
 * The Hindi of a tip on the site, beside its English: its title and description as stored, and a
 * new narration if one is uploaded here (else the current one stays).
 */
export default function VastuTipHindiForm({ tip }: { tip: AdminVastuTip }) {
  const router = useLocaleRouter();
  const [hindi, setHindi] = useState<HindiTipValues>({ titleHi: tip.titleHi ?? '', descriptionHi: tip.descriptionHi ?? '', audioUrlHi: null });
  const { busy, status, show, send } = useSubmission();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = vastuTipPatchSchema.safeParse({ titleHi: hindi.titleHi, descriptionHi: hindi.descriptionHi, ...(hindi.audioUrlHi ? { audioUrlHi: hindi.audioUrlHi } : {}) });
    if (!parsed.success) return show('error', parsed.error.issues[0]?.message ?? 'Please check the form.');
    await send(() => updateAdminVastuTip(tip._id, parsed.data), {
      accepted: (r) => Boolean(r?.data?._id),
      success: 'Saved: /hi/vastu-tips shows it within seconds.',
      failed: 'The Hindi could not be saved. Please try again.',
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Hindi of ${tip.title}`}>
      <HindiTipFields idPrefix={`tip-${tip._id}`} values={hindi} onChange={setHindi} />
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : 'Save the Hindi'}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
