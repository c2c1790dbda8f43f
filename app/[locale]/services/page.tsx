import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import { servicePageIn, servicePages } from '@/content/services';
import { priceNoteFor } from '@/lib/consultations/services';
import styles from '@/components/content/Content.module.scss';
import { localeOfParams } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Services' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/services' }, locale);
}

/** The free tools the list offers beside the paid services: their words are the catalogue's `Services.tools`. */
const toolCards = [
  { href: '/luckyNumber', key: 'luckyNumber' },
  { href: '/matchMaking', key: 'matchMaking' },
] as const;

export default async function ServicesPage({ params }: Props) {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Services' });
  const cards: { href: string; title: string; summary: string; price?: string | null }[] = [
    ...servicePages.map((s) => {
      const words = servicePageIn(s, locale);
      return { href: `/services/${s.slug}`, title: words.title, summary: words.summary, price: priceNoteFor(s.slug, locale) };
    }),
    ...toolCards.map(({ href, key }) => ({ href, title: t(`tools.${key}.title`), summary: t(`tools.${key}.summary`) })),
  ];
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ul className={styles.cards}>
        {cards.map((c) => (
          <li key={c.href} className={`card ${styles.cardItem}`}>
            <h2>
              <Link href={c.href} className="stretched-link">
                {c.title}
              </Link>
            </h2>
            <p>{c.summary}</p>
            {c.price && <p className={styles.price}>{c.price}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
