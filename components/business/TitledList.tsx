import type { TitledText } from '@/content/business';
import styles from '@/components/content/Content.module.scss';

export default function TitledList({ items }: { items: TitledText[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={`card ${styles.cardItem}`}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
