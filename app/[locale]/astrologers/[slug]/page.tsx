import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { bookingHref, ExpertFacts, ExpertPhoto, servicePriceLine } from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Directory.module.scss';
import ReviewList, { aggregateRatingOf } from '@/components/reviews/ReviewList';
import JsonLd from '@/components/seo/JsonLd';
import Link from '@/components/ui/IntentLink';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import { site } from '@/lib/config/site';
import { formatNextFree, WEEKDAY_KEYS } from '@/lib/experts';
import { expertWord, localizeDirectoryExpert } from '@/components/experts/localize';
import { localeOf, localePath, typedTextLang, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { findDirectoryExpert } from '@/lib/server/services/public-experts';
import { listExpertReviews } from '@/lib/server/services/reviews';
import { truncate } from '@/lib/text';

type Props = { params: Promise<{ slug: string; locale: string }> };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// One lookup per request, shared by generateMetadata and the page. A database failure is thrown,
// so Next keeps serving the cached copy rather than a "not found".
const loadExpert = cache((slug: string) => (SLUG.test(slug) && slug.length <= 120 ? findDirectoryExpert(slug) : Promise.resolve(null)));

// Rendered on first request, then served from Next's page cache: renewed every minute for the
// next free time, and dropped at once when an admin changes the expert.
export const revalidate = 60;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** Monday first, as people read a week. */
const WEEK = [...WEEKDAY_KEYS.slice(1), WEEKDAY_KEYS[0]];

async function describe(expert: DirectoryExpert, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Experts.profile' });
  const what = expert.expertise.length ? `: ${expert.expertise.map((w) => expertWord(w, locale)).join(', ')}` : '';
  // English writes the title in a sentence in lower case ("a senior vastu consultant"); Devanagari has no case.
  const title = locale === 'en' ? expert.title.toLowerCase() : expert.title;
  return truncate(t('summary', { name: expert.name, title, years: expert.experienceYears, expertise: what, site: site.name }), 160);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, locale: param } = await params;
  const locale = localeOf(param);
  const found = await loadExpert(slug);
  if (!found) return { title: (await getTranslations({ locale, namespace: 'Experts.profile' }))('notFound'), robots: { index: false } };
  const expert = localizeDirectoryExpert(found, locale);
  return pageMetadata(
    { title: `${expert.name}, ${expert.title}`, description: await describe(expert, locale), path: `/astrologers/${expert.slug}`, image: expert.imageUrl ?? undefined },
    locale,
  );
}

export default async function ExpertPage({ params }: Props) {
  const { slug, locale: param } = await params;
  const locale = localeOf(param);
  const found = await loadExpert(slug);
  if (!found) notFound();
  const expert = localizeDirectoryExpert(found, locale);
  const now = new Date();
  const [reviews, t, tc, description] = await Promise.all([
    listExpertReviews(expert.slug),
    getTranslations('Experts.profile'),
    getTranslations('Experts.card'),
    describe(expert, locale),
  ]);
  return (
    <div className="container page">
      <Link href="/astrologers">{t('allExperts')}</Link>
      <div className={styles.profile} style={{ marginTop: 16 }}>
        <ExpertPhoto expert={expert} size={200} />
        <div>
          <h1 lang={typedTextLang(expert.name, locale)}>{expert.name}</h1>
          <p className={styles.kind}>{expert.title}</p>
          {expert.bio && <p lang={typedTextLang(expert.bio, locale)}>{expert.bio}</p>}
          <dl className={styles.facts}>
            <ExpertFacts expert={expert} locale={locale} />
            <dt>{t('nextFree')}</dt>
            <dd>{t('nextFreeTime', { time: formatNextFree(expert.nextFree, now, locale) })}</dd>
          </dl>
          <a href={bookingHref(expert, expert.mainService?.slug, locale)} className={`btn ${styles.book}`}>
            {t('bookConsultation')} <span className="visually-hidden">{t('withName', { name: expert.name })}</span>
          </a>
        </div>
      </div>
      <section aria-labelledby="services" style={{ marginTop: 32 }}>
        <h2 id="services">{t('servicesHeading')}</h2>
        <p>{t('servicesNote')}</p>
        <ul className={styles.services}>
          {expert.services.map((s) => (
            <li key={s.slug} className="card" data-testid="expert-service">
              <span>
                <strong>{s.title}</strong>
                <br />
                {servicePriceLine(s, locale)}
              </span>
              <a href={bookingHref(expert, s.slug, locale)} className="btn btn-outline">
                {tc('book')} <span className="visually-hidden">{tc('bookWhat', { service: s.title, name: expert.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="week" style={{ marginTop: 32 }}>
        <h2 id="week">{t('weekHeading')}</h2>
        <p>{t('weekNote')}</p>
        <table className={styles.week}>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('hours')}</th>
            </tr>
          </thead>
          <tbody>
            {WEEK.map((day) => {
              const ranges = expert.hours[day] ?? [];
              return (
                <tr key={day}>
                  <th scope="row">{t(`days.${day}`)}</th>
                  <td>{ranges.length ? ranges.map((r) => `${r.start}–${r.end}`).join(', ') : t('notAvailable')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <ReviewList reviews={reviews} locale={locale} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: expert.name,
          jobTitle: expert.title,
          description,
          image: expert.imageUrl ? absoluteUrl(expert.imageUrl) : undefined,
          url: absoluteUrl(localePath(`/astrologers/${expert.slug}`, locale)),
          knowsAbout: expert.expertise.map((w) => expertWord(w, locale)),
          knowsLanguage: expert.languages.length ? expert.languages : undefined,
          worksFor: { '@type': 'Organization', name: site.name, url: site.url },
          aggregateRating: aggregateRatingOf(reviews),
        }}
      />
    </div>
  );
}
