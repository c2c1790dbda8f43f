import type { ReactNode } from 'react';
import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import { bookingPathFor, type DirectoryExpert } from '@/lib/contract/experts-directory';
import type { ExpertServiceData } from '@/lib/contract/experts';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { formatNextFree } from '@/lib/experts';
import { expertWord, localizeDirectoryExpert } from '@/components/experts/localize';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, localePath, typedTextLang, type Locale } from '@/lib/i18n/locales';
import styles from './Directory.module.scss';

const cardWords = (locale: Locale) => catalogue(locale).Experts.card;

/** "₹1,100 · 30 min": the price charged for a service and how long it takes. */
export function servicePriceLine(service: ExpertServiceData, locale: Locale = DEFAULT_LOCALE): string {
  const t = cardWords(locale);
  // A service priced by area costs at least its listed price: the booking's estimate sets the rest.
  const price = findBookableService(service.slug)?.pricing === 'by-area' ? fill(t.from, { price: formatRupees(service.amountPaise) }) : formatRupees(service.amountPaise);
  return service.minutes === null ? fill(t.writtenReport, { price }) : fill(t.minutes, { price, minutes: service.minutes });
}

/** An expert's booking page for a service, in the page's language. */
export function bookingHref(expert: Pick<DirectoryExpert, 'slug' | 'kind'>, service: string | undefined, locale: Locale): string {
  return localePath(bookingPathFor(expert.slug, expert.kind, service), locale);
}

export function ExpertPhoto({ expert, size }: { expert: Pick<DirectoryExpert, 'imageUrl' | 'imageAlt'>; size: number }) {
  // Uploads are already re-encoded WebP of at most 800 px, portraits small SVGs: served as they are.
  return expert.imageUrl ? (
    <StaticImage src={expert.imageUrl} alt={expert.imageAlt} width={size} height={size} className={styles.photo} unoptimized />
  ) : (
    <div className={styles.photoFallback} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

/** Expertise, languages and experience, as terms of the `<dl>` they are placed in (card and profile page). */
export function ExpertFacts({ expert, locale = DEFAULT_LOCALE }: { expert: DirectoryExpert; locale?: Locale }) {
  const t = cardWords(locale);
  const words = (list: readonly string[]) => list.map((w) => expertWord(w, locale)).join(', ');
  return (
    <>
      {expert.expertise.length > 0 && (
        <>
          <dt>{t.expertise}</dt>
          <dd>{words(expert.expertise)}</dd>
        </>
      )}
      {expert.languages.length > 0 && (
        <>
          <dt>{t.languages}</dt>
          <dd>{words(expert.languages)}</dd>
        </>
      )}
      <dt>{t.experience}</dt>
      <dd>{fill(t.years, { years: expert.experienceYears })}</dd>
    </>
  );
}

/**
 * What a card offers to book: the price charged for the expert's usual consultation and its
 * length, when they are next free (India time), and the Book button for it. `now` is the render's.
 */
export function BookingOffer({ expert: given, now, locale = DEFAULT_LOCALE }: { expert: DirectoryExpert; now: Date; locale?: Locale }) {
  const expert = localizeDirectoryExpert(given, locale);
  const service = expert.mainService;
  if (!service) return null;
  const t = cardWords(locale);
  return (
    <div className={styles.offer} data-testid="expert-offer">
      <p className={styles.price}>
        <span className="visually-hidden">{service.title}: </span>
        {servicePriceLine(service, locale)}
      </p>
      <p className={styles.nextFree}>
        {t.nextFree}{' '}
        {expert.nextFree ? <time dateTime={expert.nextFree.start}>{formatNextFree(expert.nextFree, now, locale)}</time> : formatNextFree(null, now, locale)}
      </p>
      <a href={bookingHref(expert, service.slug, locale)} className="btn">
        {t.book} <span className="visually-hidden">{withTypedName(fill(t.bookWhat, { service: service.title, name: NAME_MARK }), expert.name, locale)}</span>
      </a>
    </div>
  );
}

const NAME_MARK = '\u0000';

/** A text with an expert's name in it, the name marked with its own language where it differs (typed in English on a Hindi page). */
function withTypedName(text: string, name: string, locale: Locale): ReactNode {
  const [before, after] = text.split(NAME_MARK);
  if (after === undefined) return text;
  return (
    <>
      {before}
      <span lang={typedTextLang(name, locale)}>{name}</span>
      {after}
    </>
  );
}

/** One expert in the directory (a level-2 name) or on /ourexpert under a section heading (level 3). */
export default function ExpertCard({ expert: given, now, headingLevel = 2, locale = DEFAULT_LOCALE }: { expert: DirectoryExpert; now: Date; headingLevel?: 2 | 3; locale?: Locale }) {
  const expert = localizeDirectoryExpert(given, locale);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={`card ${styles.card}`} data-testid="expert-card">
      <ExpertPhoto expert={expert} size={96} />
      <Heading className={styles.name} lang={typedTextLang(expert.name, locale)}>
        <Link href={expert.path}>{expert.name}</Link>
      </Heading>
      <p className={styles.kind}>{expert.title}</p>
      <dl className={styles.facts}>
        <ExpertFacts expert={expert} locale={locale} />
      </dl>
      <BookingOffer expert={expert} now={now} locale={locale} />
    </article>
  );
}
