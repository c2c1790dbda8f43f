import Link from '@/components/ui/IntentLink';
import { businessMetadata } from '@/components/business/business-metadata';
import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import styles from '@/components/content/Content.module.scss';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import { getLocale } from 'next-intl/server';
import { registrationHref } from '@/lib/registration';

export const generateMetadata = businessMetadata('joinAsExpert', '/join-as-astrologer');

export default async function JoinAsExpertPage() {
  const locale = localeOf(await getLocale());
  const c = businessPages(locale).joinAsExpert;
  const [astrologerLabel, vastuLabel] = c.howToApply.registrationButtons;
  return (
    <div className="container page">
      <h1>{c.title}</h1>
      <p className="lead">{c.intro}</p>
      <div className={styles.actions}>
        <Link href={registrationHref('Register Astrologer')} className="btn">
          {astrologerLabel}
        </Link>
        <Link href={registrationHref('Register Vastu Astrologer')} className="btn btn-outline">
          {vastuLabel}
        </Link>
      </div>
      <h2>{c.benefitsHeading}</h2>
      <TitledList items={c.benefits} />
      <section className={styles.section}>
        <h2>{c.howToApply.heading}</h2>
        {c.howToApply.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <ContactLine contact={c.contact} subject="expert" locale={locale} />
      </section>
    </div>
  );
}
