import StaticImage from '@/components/ui/StaticImage';
import { portraitOf, teamMemberText } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import styles from './Team.module.scss';

/** A team member's illustrated portrait: a small SVG, served as it is (nothing to optimise). */
export default function TeamPortrait({ member, size, locale = DEFAULT_LOCALE }: { member: TeamMember; size: number; locale?: Locale }) {
  return <StaticImage src={portraitOf(member)} alt={teamMemberText(member, locale).portraitAlt} width={size} height={size} className={styles.portrait} unoptimized />;
}
