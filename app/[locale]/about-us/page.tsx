import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import TeamList from '@/components/team/TeamList';
import Link from '@/components/ui/IntentLink';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal.about' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/about-us' }, locale);
}

export default async function AboutPage() {
  const locale = localeOf(await getLocale());
  const [t, { html }] = await Promise.all([getTranslations('Legal.about'), readLegalDocument('about', locale)]);
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {/* The same people as on /ourexpert and under every article (content/team.ts). */}
      <section aria-labelledby="our-team">
        <h2 id="our-team">{t('teamHeading')}</h2>
        <p>{t.rich('teamIntro', { link: (chunks) => <Link href="/ourexpert">{chunks}</Link> })}</p>
        <TeamList locale={locale} />
      </section>
    </div>
  );
}
