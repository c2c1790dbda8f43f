import Link from '@/components/ui/IntentLink';
import SelfCheckTeaser from '@/components/vastu-check/SelfCheckTeaser';
import { bookingPath } from '@/lib/consultations/services';
import BlogCard from '@/components/blog/BlogCard';
import blogStyles from '@/components/blog/Blog.module.scss';
import { serviceTiles } from '@/components/home/home-data';
import styles from '@/components/home/Home.module.scss';
import { HOME_BLOG_COUNT } from '@/lib/contract/content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import { localeOf, isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getPublishedBlogs } from '@/lib/server/services/blogs';
import { logError } from '@/lib/server/log';
import TodayPanchang from '@/components/home/TodayPanchang';
import { DEFAULT_PANCHANG_CITY } from '@/lib/places/main-cities';
import { getTodayPanchangFor } from '@/lib/server/services/panchang';
import Icon from '@/components/ui/icons/Icon';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({ title: t('title', { name: site.name }), description: t('description'), path: '/' }, isLocale(locale) ? locale : 'en');
}

const HOME_SUMMARY_LENGTH = 100;

// Served from Next's page cache, rendered again at most once a minute (see lib/server/page-cache-handler.mjs).
export const revalidate = 60;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOf((await params).locale);
  const t = await getTranslations('Home');
  // Each card in the page's language where its article is written in it.
  const { blogs, failed } = await getPublishedBlogs(1, HOME_BLOG_COUNT, locale === 'en' ? undefined : locale).then(
    (page) => ({ blogs: page.blogs, failed: false }),
    (err: unknown) => {
      logError('could not load blogs', err, { page: 'home' });
      return { blogs: [], failed: true };
    },
  );

  // Today's panchang for New Delhi: computed, not read from the database; the page still renders without it.
  let panchang = null;
  try {
    panchang = getTodayPanchangFor(DEFAULT_PANCHANG_CITY);
  } catch (err) {
    logError('could not compute the panchang', err, { page: 'home' });
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t('heroTitle')}</h1>
          <p className={styles.heroText}>{t('heroText')}</p>
          <div className={styles.heroActions}>
            <Link href={bookingPath('professional-vastu-check')} className="btn">
              {t('bookConsultation')}
            </Link>
            <Link href="/blogs" className={`btn ${styles.heroSecondary}`}>
              {t('readBlogs')}
            </Link>
          </div>
        </div>
      </section>

      {panchang ? <TodayPanchang city={DEFAULT_PANCHANG_CITY} data={panchang} /> : null}

      <section className={`container ${styles.section}`} aria-labelledby="services-title">
        <div className={styles.sectionHead}>
          <h2 id="services-title">{t('servicesTitle')}</h2>
          <Link href="/services">{t('allServices')}</Link>
        </div>
        <ul className={styles.tiles}>
          {serviceTiles.map((tile) => (
            <li key={tile.key} className={`card ${styles.tile}`}>
              <Icon name={tile.icon} size={32} className={styles.icon} />
              <h3>
                <Link href={tile.href} className="stretched-link">
                  {t(`tiles.${tile.key}.title`)}
                </Link>
              </h3>
              <p>{t(`tiles.${tile.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="container">
        <SelfCheckTeaser />
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="latest-title" {...unavailableMark(failed)}>
        <div className={styles.sectionHead}>
          <h2 id="latest-title">{t('latestTitle')}</h2>
          <Link href="/blogs">{t('allArticles')}</Link>
        </div>
        {blogs.length ? (
          <ul className={blogStyles.grid}>
            {blogs.map((b) => (
              <li key={b._id}>
                <BlogCard blog={b} summaryLength={HOME_SUMMARY_LENGTH} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noArticles')}</p>
        )}
      </section>

      <section className="container">
        <div className={styles.cta}>
          <h2>{t('ctaTitle')}</h2>
          <p>{t('ctaText')}</p>
          <Link href="/contact" className={`btn ${styles.ctaButton}`}>
            {t('contactUs')}
          </Link>
        </div>
      </section>
    </>
  );
}
