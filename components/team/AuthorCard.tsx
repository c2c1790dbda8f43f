import Link from '@/components/ui/IntentLink';
import { teamMemberPath } from '@/content/team';
import type { TeamMember } from '@/content/types';
import TeamFacts from './TeamFacts';
import TeamPortrait from './TeamPortrait';
import styles from './Team.module.scss';

/** The author of an article, when the author is one of our team: who they are and where to meet them. */
export default function AuthorCard({ member }: { member: TeamMember }) {
  return (
    <aside className={`card ${styles.author}`} aria-labelledby="about-the-author" data-testid="author-card">
      <TeamPortrait member={member} size={96} />
      <div>
        <h2 id="about-the-author" className={styles.authorHeading}>
          About the author
        </h2>
        <p className={styles.name}>
          <Link href={teamMemberPath(member)}>{member.name}</Link>
        </p>
        <TeamFacts member={member} />
        <p className={styles.bio}>{member.bio}</p>
      </div>
    </aside>
  );
}
