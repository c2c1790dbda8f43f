import type { HoroscopeEntry } from '@/lib/contract/content';
import styles from './HoroscopeFacts.module.scss';

/** A day's mood, lucky number and lucky colour: the same three facts on the daily board and a sign's page. */
export default function HoroscopeFacts({ entry }: { entry: Pick<HoroscopeEntry, 'mood' | 'luckyNumber' | 'luckyColor'> }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Mood</dt>
        <dd>{entry.mood}</dd>
      </div>
      <div>
        <dt>Lucky number</dt>
        <dd>{entry.luckyNumber}</dd>
      </div>
      <div>
        <dt>Lucky colour</dt>
        <dd>{entry.luckyColor}</dd>
      </div>
    </dl>
  );
}
