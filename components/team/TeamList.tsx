import Link from '@/components/ui/IntentLink';
import { team, teamMemberPath } from '@/content/team';
import TeamFacts from './TeamFacts';
import TeamPortrait from './TeamPortrait';
import styles from './Team.module.scss';

/** The whole team in brief (the About page), each linking to their entry on /ourexpert. */
export default function TeamList() {
  return (
    <ul className={styles.list}>
      {team.map((m) => (
        <li key={m.slug} className={styles.listItem}>
          <TeamPortrait member={m} size={72} />
          <div>
            <p className={styles.name}>
              <Link href={teamMemberPath(m)}>{m.name}</Link>
            </p>
            <TeamFacts member={m} />
          </div>
        </li>
      ))}
    </ul>
  );
}
