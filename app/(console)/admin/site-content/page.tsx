import type { Metadata } from 'next';
import { AppUrlForm, HoroscopeOverrideForm } from '@/components/admin-content/SiteSettingsForms';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { getAppDownloadUrl } from '@/lib/server/services/app-details';
import { indiaDate } from '@/lib/text';

export const metadata: Metadata = { title: 'Horoscope and app', robots: { index: false } };

export default async function AdminSiteContentPage() {
  await requireStaffPage(CONTENT_STAFF);
  const appUrl = (await getAppDownloadUrl('astrologer')) ?? '';
  return (
    <>
      <h1>Horoscope and app</h1>
      <section aria-labelledby="horoscope">
        <h2 id="horoscope">Replace a horoscope entry</h2>
        <p>The entry you write replaces the generated one for that sign and day on /horoscope.</p>
        <HoroscopeOverrideForm today={indiaDate()} />
      </section>
      <section aria-labelledby="app" style={{ marginTop: 32 }}>
        <h2 id="app">Astrologer app</h2>
        <AppUrlForm initialUrl={appUrl} />
      </section>
    </>
  );
}
