import Link from '@/components/ui/IntentLink';
import styles from './VastuCheck.module.scss';

/** The invitation to the free self-check, on the home page, the Vastu service pages and the Vastu FAQ. */
export default function SelfCheckTeaser({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className={styles.teaser} aria-labelledby="vastu-check-teaser">
      <Heading id="vastu-check-teaser">Free Vastu Self-Check</Heading>
      <p>Six short steps about your entrance, rooms, water tanks and plot: a score out of 100 and remedies without demolition. No account needed.</p>
      <Link href="/vastu-check" className="btn">
        Start the self-check
      </Link>
    </aside>
  );
}
