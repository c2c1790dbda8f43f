import Link from '@/components/ui/IntentLink';
import { team, teamMemberPath, teamMemberText } from '@/content/team';
import type { Locale } from '@/lib/i18n/locales';
import TeamFacts from './TeamFacts';
import TeamPortrait from './TeamPortrait';
import styles from './Team.module.scss';

/** The whole team in brief (the About page), each linking to their entry on /ourexpert. */
export default function TeamList({ locale }: { locale: Locale }) {
  return (
    <ul className={styles.list}>
      {team.map((m) => (
        <li key={m.slug} className={styles.listItem}>
          <TeamPortrait member={m} size={72} locale={locale} />
          <div>
            <p className={styles.name}>
              <Link href={teamMemberPath(m)}>{teamMemberText(m, locale).name}</Link>
            </p>
            <TeamFacts member={m} locale={locale} />
          </div>
        </li>
      ))}
    </ul>
  );
}
