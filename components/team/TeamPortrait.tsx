import StaticImage from '@/components/ui/StaticImage';
import { portraitOf } from '@/content/team';
import type { TeamMember } from '@/content/types';
import styles from './Team.module.scss';

/** A team member's illustrated portrait: a small SVG, served as it is (nothing to optimise). */
export default function TeamPortrait({ member, size }: { member: TeamMember; size: number }) {
  return <StaticImage src={portraitOf(member)} alt={member.portraitAlt} width={size} height={size} className={styles.portrait} unoptimized />;
}
