import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { team, teamMemberText } from '@/content/team';
import type { ExpertType } from '@/content/types';
import ExpertCard, { BookingOffer } from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Experts.module.scss';
import TeamFacts from '@/components/team/TeamFacts';
import TeamPortrait from '@/components/team/TeamPortrait';
import Link from '@/components/ui/IntentLink';
import { site } from '@/lib/config/site';
import { localeOf } from '@/lib/i18n/locales';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { pageMetadata } from '@/lib/seo';
import { logError } from '@/lib/server/log';
import { getFeaturedExperts } from '@/lib/server/services/featured-experts';
import { listDirectoryExperts } from '@/lib/server/services/public-experts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Experts.ourExperts' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/ourexpert' }, locale);
}

/** The team's sections, in this order. */
const categories: readonly ExpertType[] = ['vastu', 'astrology', 'numerology', 'kundli'];

// Served from Next's page cache; the console's choice of experts, and approving, unpublishing or
// publishing one again, drop it at once (lib/server/services/featured-experts.ts, application-review.ts).
// Each card's next free time moves with the clock and with bookings: the copy is renewed every
// minute (the list behind it is cached for 30 seconds), so it is never more than about a minute late.
export const revalidate = 60;

export default async function OurExpertsPage() {
  const locale = localeOf(await getLocale());
  const t = await getTranslations('Experts.ourExperts');
  // The experts content staff chose in the console; the team below is shown even if they cannot be read.
  const [chosen, experts] = await Promise.all([
    getFeaturedExperts().catch((err) => {
      logError('could not load featured experts', err, { page: 'ourexpert' });
      return undefined;
    }),
    // The one list: each card's price, next free time and Book button. Without it the team is still shown.
    listDirectoryExperts().catch((err) => {
      logError('could not load the experts list', err, { page: 'ourexpert' });
      return undefined;
    }),
  ]);
  const listed = new Map((experts ?? []).map((e) => [e.slug, e]));
  const featured = chosen && experts ? chosen.flatMap((c) => listed.get(c.slug) ?? []) : undefined;
  const now = new Date();
  return (
    <div className="container page" {...unavailableMark(!featured)}>
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>

      {featured && featured.length > 0 && (
        <section aria-labelledby="book-an-expert" className={styles.group}>
          <h2 id="book-an-expert">{t('bookHeading')}</h2>
          <ul className={styles.grid}>
            {featured.map((e) => (
              <li key={e.slug}>
                <ExpertCard expert={e} now={now} headingLevel={3} locale={locale} />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/astrologers">{t('seeAll')}</Link>
          </p>
        </section>
      )}

      {categories.map((type) => {
        const group = team.filter((m) => m.type === type);
        if (!group.length) return null;
        return (
          <section key={type} aria-labelledby={`experts-${type}`} className={styles.group}>
            <h2 id={`experts-${type}`}>{t(`categories.${type}`)}</h2>
            <ul className={styles.grid}>
              {group.map((m) => {
                const listedMember = listed.get(m.slug);
                const { name, bio } = teamMemberText(m, locale);
                return (
                  // The anchor an article's author card links to.
                  <li key={m.slug} id={m.slug} className={`card ${styles.card}`} data-testid="team-member">
                    <TeamPortrait member={m} size={120} locale={locale} />
                    <h3>{listedMember ? <Link href={listedMember.path}>{name}</Link> : name}</h3>
                    <TeamFacts member={m} locale={locale} />
                    <p className={styles.description}>{bio}</p>
                    {listedMember && <BookingOffer expert={listedMember} now={now} locale={locale} />}
                    <div className={styles.actions}>
                      {/* Calls and chats happen in the app (SPEC 2.7). */}
                      <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                        {t('call')} <span className="visually-hidden">{t('callWho', { name })}</span>
                      </a>
                      <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                        {t('chat')} <span className="visually-hidden">{t('chatWho', { name })}</span>
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
