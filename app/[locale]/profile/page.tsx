import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ProfileScreen from '@/components/account/ProfileScreen';
import ClientMessages from '@/components/i18n/ClientMessages';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Profile.page' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/profile', noIndex: true }, localeOf(locale));
}

// Rendered per request, although it reads nothing of the request: a per-request page carries the
// nonce of its Content-Security-Policy (proxy.ts), and the profile shows the account's own text.
export const dynamic = 'force-dynamic';

export default async function ProfilePage() {
  const t = await getTranslations('Profile.page');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <ClientMessages namespaces={['Profile']} forms>
        <ProfileScreen />
      </ClientMessages>
    </div>
  );
}
