import type { HoroscopeEntry } from '@/lib/contract/content';
import english from '@/messages/en/HoroscopeBoard.json';
import styles from './HoroscopeFacts.module.scss';

/** The facts' labels; English unless the page passes its language's (catalogue namespace HoroscopeBoard). */
export type FactLabels = Pick<typeof english, 'mood' | 'luckyNumber' | 'luckyColor'>;

/** A day's mood, lucky number and lucky colour: the same three facts on the daily board and a sign's page. */
export default function HoroscopeFacts({ entry, labels = english }: { entry: Pick<HoroscopeEntry, 'mood' | 'luckyNumber' | 'luckyColor'>; labels?: FactLabels }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{labels.mood}</dt>
        <dd>{entry.mood}</dd>
      </div>
      <div>
        <dt>{labels.luckyNumber}</dt>
        <dd>{entry.luckyNumber}</dd>
      </div>
      <div>
        <dt>{labels.luckyColor}</dt>
        <dd>{entry.luckyColor}</dd>
      </div>
    </dl>
  );
}
