import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import styles from './VastuCheck.module.scss';

/** The invitation to the free self-check, on the home page, the Vastu service pages and the Vastu FAQ. */
export default async function SelfCheckTeaser({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = await getTranslations('SelfCheckTeaser');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className={styles.teaser} aria-labelledby="vastu-check-teaser">
      <Heading id="vastu-check-teaser">{t('title')}</Heading>
      <p>{t('text')}</p>
      <Link href="/vastu-check" className="btn">
        {t('start')}
      </Link>
    </aside>
  );
}
