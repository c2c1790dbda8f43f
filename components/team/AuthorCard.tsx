import Link from '@/components/ui/IntentLink';
import { teamMemberPath, teamMemberText } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { catalogue } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import TeamFacts from './TeamFacts';
import TeamPortrait from './TeamPortrait';
import styles from './Team.module.scss';

/** The author of an article, when the author is one of our team: who they are and where to meet them. */
export default function AuthorCard({ member, locale = DEFAULT_LOCALE, lang }: { member: TeamMember; locale?: Locale; lang?: string }) {
  const text = teamMemberText(member, locale);
  return (
    <aside className={`card ${styles.author}`} aria-labelledby="about-the-author" data-testid="author-card" lang={lang}>
      <TeamPortrait member={member} size={96} locale={locale} />
      <div>
        <h2 id="about-the-author" className={styles.authorHeading}>
          {catalogue(locale).Blog.aboutAuthor}
        </h2>
        <p className={styles.name}>
          <Link href={teamMemberPath(member)}>{text.name}</Link>
        </p>
        <TeamFacts member={member} locale={locale} />
        <p className={styles.bio}>{text.bio}</p>
      </div>
    </aside>
  );
}
