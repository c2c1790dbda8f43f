import Link from '@/components/ui/IntentLink';
import { servicePages } from '@/content/services';
import { priceNoteFor } from '@/lib/consultations/services';
import styles from '@/components/content/Content.module.scss';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Premium Services',
  description: 'Home and business Vastu, astrology consultations, personality reports, lucky numbers and match making from AstroVastu Kendra.',
  path: '/services',
});

const toolCards = [
  { href: '/luckyNumber', title: 'Lucky Number and Colour', summary: 'Find your psychic and destiny numbers with the lucky number and colour that suit you.' },
  { href: '/matchMaking', title: 'Match Making', summary: 'Guna Milan of two birth charts with all eight kootas, a score out of 10 and Manglik status.' },
];

export default function ServicesPage() {
  const cards: { href: string; title: string; summary: string; price?: string | null }[] = [
    ...servicePages.map((s) => ({ href: `/services/${s.slug}`, title: s.title, summary: s.summary, price: priceNoteFor(s.slug) })),
    ...toolCards,
  ];
  return (
    <div className="container page">
      <h1>Our Premium Services</h1>
      <p className="lead">Consultations and reports from experienced Vastu consultants, astrologers and numerologists.</p>
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
