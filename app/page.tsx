import Link from '@/components/ui/IntentLink';
import SelfCheckTeaser from '@/components/vastu-check/SelfCheckTeaser';
import { bookingPath } from '@/lib/consultations/services';
import BlogCard from '@/components/blog/BlogCard';
import blogStyles from '@/components/blog/Blog.module.scss';
import { serviceTiles } from '@/components/home/home-data';
import styles from '@/components/home/Home.module.scss';
import { HOME_BLOG_COUNT } from '@/lib/contract/content';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getPublishedBlogs } from '@/lib/server/services/blogs';
import { logError } from '@/lib/server/log';
import TodayPanchang from '@/components/home/TodayPanchang';
import { DEFAULT_PANCHANG_CITY } from '@/lib/places/main-cities';
import { getTodayPanchangFor } from '@/lib/server/services/panchang';
import Icon from '@/components/ui/icons/Icon';

export const metadata = pageMetadata({
  title: `${site.name}: Vastu, Astrology and Numerology Consultation`,
  description: site.description,
  path: '/',
});

const HOME_SUMMARY_LENGTH = 100;

// Served from Next's page cache, rendered again at most once a minute (see lib/server/page-cache-handler.mjs).
export const revalidate = 60;

export default async function HomePage() {
  const { blogs, failed } = await getPublishedBlogs(1, HOME_BLOG_COUNT).then(
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
          <h1 id="hero-title">Harmony for your home, clarity for your life</h1>
          <p className={styles.heroText}>
            Practical Vastu for homes and businesses, Vedic astrology and numerology from experienced consultants, and free tools that
            compute your chart as precisely as the professionals do.
          </p>
          <div className={styles.heroActions}>
            <Link href={bookingPath('professional-vastu-check')} className="btn">
              Book Consultation
            </Link>
            <Link href="/blogs" className={`btn ${styles.heroSecondary}`}>
              Read Blogs
            </Link>
          </div>
        </div>
      </section>

      {panchang ? <TodayPanchang city={DEFAULT_PANCHANG_CITY} data={panchang} /> : null}

      <section className={`container ${styles.section}`} aria-labelledby="services-title">
        <div className={styles.sectionHead}>
          <h2 id="services-title">Our services</h2>
          <Link href="/services">All services</Link>
        </div>
        <ul className={styles.tiles}>
          {serviceTiles.map((t) => (
            <li key={t.title} className={`card ${styles.tile}`}>
              <Icon name={t.icon} size={32} className={styles.icon} />
              <h3>
                <Link href={t.href} className="stretched-link">{t.title}</Link>
              </h3>
              <p>{t.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="container">
        <SelfCheckTeaser />
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="latest-title" {...unavailableMark(failed)}>
        <div className={styles.sectionHead}>
          <h2 id="latest-title">Latest from our blog</h2>
          <Link href="/blogs">All articles</Link>
        </div>
        {blogs.length ? (
          <ul className={blogStyles.grid}>
            {blogs.map((b) => (
              <li key={b._id}>
                <BlogCard blog={b} summaryLength={HOME_SUMMARY_LENGTH} />
              </li>
            ))}
          </ul>
        ) : (
          <p>New articles are on their way.</p>
        )}
      </section>

      <section className="container">
        <div className={styles.cta}>
          <h2>Planning a new home, office or shop?</h2>
          <p>Talk to a consultant before you build, buy or rearrange. Most advice needs no demolition.</p>
          <Link href="/contact" className={`btn ${styles.ctaButton}`}>
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}
