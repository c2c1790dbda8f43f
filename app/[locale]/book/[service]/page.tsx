import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import BookingForm from '@/components/bookings/BookingForm';
import ClientMessages from '@/components/i18n/ClientMessages';
import EstimateSummary from '@/components/bookings/EstimateSummary';
import Link from '@/components/ui/IntentLink';
import { indiaToday, latestPreferredDate } from '@/lib/consultations/booking-dates';
import { modesOf } from '@/lib/consultations/modes';
import { findBookableService, formatRupees, serviceTextsIn, type BookableService } from '@/lib/consultations/services';
import { estimateBookingPath } from '@/lib/contract/estimate-booking';
import { BOOKING_PROPERTY_TYPE_OF, feeEstimateSelectionSchema } from '@/lib/contract/bookings';
import { EXPERT_QUERY_PARAM } from '@/lib/contract/experts-directory';
import { safeReturnPath, signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { listBookableExperts } from '@/lib/server/services/experts';
import { areaPricePaise } from '@/lib/vastu/fee-estimator';
import { translateMessage } from '@/lib/i18n/api-messages';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import { localeOfParams } from '@/lib/i18n/locales';
import styles from '@/components/bookings/Bookings.module.scss';

type Props = { params: Promise<{ service: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// For signed-in customers only: rendered per request (it reads the session), never cached or indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOfParams(params), namespace: 'Booking' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The fee estimate in the address of a consultation priced by area (first value of each field). */
function estimateFrom(query: Record<string, string | string[] | undefined>) {
  const first = (key: string) => (Array.isArray(query[key]) ? query[key][0] : query[key]);
  return feeEstimateSelectionSchema.safeParse({ category: first('category'), type: first('type'), level: first('level'), area: first('area'), unit: first('unit') });
}

/** The expert named in the address, when they are on the one list of experts (the team or published) and take this service. */
async function chosenExpert(query: Record<string, string | string[] | undefined>, service: BookableService) {
  const slug = query[EXPERT_QUERY_PARAM];
  if (typeof slug !== 'string' || !slug) return { asked: false, expert: null };
  const expert = (await listBookableExperts()).find((e) => e.slug === slug);
  const fits = expert && expert.offers.some((o) => o.slug === service.slug);
  return { asked: true, expert: fits ? { slug: expert.slug, name: expert.name } : null };
}

export default async function BookServicePage({ params, searchParams }: Props) {
  const { service: slug } = await params;
  const service = findBookableService(slug);
  if (!service) notFound();
  const query = await searchParams;
  const estimate = service.pricing === 'by-area' ? estimateFrom(query) : undefined;
  const locale = await pageLocale();
  const t = await getTranslations('Booking');
  const texts = serviceTextsIn(service, locale);
  const session = await readPageSession();
  if (!session) {
    // The sign-in comes back to the same page: with the estimate, or with the expert still chosen
    // when the return path allows the query (lib/return-path.ts), else to the service alone.
    const expertSlug = query[EXPERT_QUERY_PARAM];
    const here = `/book/${service.slug}${typeof expertSlug === 'string' && expertSlug ? `?${new URLSearchParams({ [EXPERT_QUERY_PARAM]: expertSlug })}` : ''}`;
    redirect(signInPath(estimate?.success ? estimateBookingPath(estimate.data) : (safeReturnPath(here) ?? `/book/${service.slug}`), locale));
  }
  if (estimate && !estimate.success) {
    return (
      <div className="container page">
        <h1>{t('heading', { service: texts.title })}</h1>
        <section className={`card ${styles.summary}`} role="alert">
          <p>{t('estimateInvalid', { problem: translateMessage(estimate.error.issues[0]?.message ?? '', locale, HI_MESSAGES) })}</p>
          <p>
            <Link href="/cost-calculator" className="btn">
              {t('toEstimator')}
            </Link>
          </p>
        </section>
      </div>
    );
  }
  // The price shown is the one the server will charge: the catalog's, or the estimate's at the catalog's rates.
  const amountPaise = estimate?.success ? areaPricePaise(estimate.data) : service.amountPaise;
  const { asked, expert } = await chosenExpert(query, service);
  const now = new Date();
  return (
    <div className="container page">
      <h1>{t('heading', { service: texts.title })}</h1>
      <section className={`card ${styles.summary}`} aria-label={t('whatYouBook')}>
        <p>{texts.description}</p>
        {estimate?.success && <EstimateSummary estimate={estimate.data} locale={locale} />}
        <p className={styles.price}>{formatRupees(amountPaise)}</p>
        <p>{texts.promise}</p>
        <p>{t.rich('payNext', { link: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
      </section>
      {asked && !expert && (
        <p role="status" className="message-error">
          {t.rich('expertUnavailable', { link: (chunks) => <Link href="/astrologers">{chunks}</Link> })}
        </p>
      )}
      <ClientMessages namespaces={['BirthForm', 'BookingForm']} forms>
        <BookingForm
          expert={expert}
          serviceSlug={service.slug}
          serviceTitle={texts.title}
          details={service.details}
          earliestDate={indiaToday(now)}
          latestDate={latestPreferredDate(now)}
          estimate={estimate?.success ? estimate.data : undefined}
          initialPropertyType={estimate?.success ? BOOKING_PROPERTY_TYPE_OF[estimate.data.type] : undefined}
          ask={{ name: !session.user.name.trim(), state: !session.user.state }}
          modes={modesOf(service)}
        />
      </ClientMessages>
    </div>
  );
}
