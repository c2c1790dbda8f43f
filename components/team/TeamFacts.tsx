import type { TeamMember } from '@/content/types';
import styles from './Team.module.scss';

/** "25 years · Hindi, English": what a visitor checks before choosing whom to consult. */
export function experienceAndLanguages(member: TeamMember): string {
  return `${member.experienceYears} years of experience · ${member.languages.join(', ')}`;
}

/** Role, experience and languages of a team member, as shown on every card that names them. */
export default function TeamFacts({ member }: { member: TeamMember }) {
  return (
    <>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.facts}>{experienceAndLanguages(member)}</p>
    </>
  );
}
