import { teamMemberText } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { expertWord } from '@/components/experts/localize';
import styles from './Team.module.scss';

/** "25 years of experience · Hindi, English": what a visitor checks before choosing whom to consult. */
export function experienceAndLanguages(member: TeamMember, locale: Locale = DEFAULT_LOCALE): string {
  const languages = member.languages.map((l) => expertWord(l, locale)).join(', ');
  return fill(catalogue(locale).Experts.card.experienceAndLanguages, { years: member.experienceYears, languages });
}

/** Role, experience and languages of a team member, as shown on every card that names them. */
export default function TeamFacts({ member, locale = DEFAULT_LOCALE }: { member: TeamMember; locale?: Locale }) {
  return (
    <>
      <p className={styles.role}>{teamMemberText(member, locale).role}</p>
      <p className={styles.facts}>{experienceAndLanguages(member, locale)}</p>
    </>
  );
}
