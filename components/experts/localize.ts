import { team, teamMemberText } from '@/content/team';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import { findBookableService, serviceTextsIn } from '@/lib/consultations/services';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

// How the experts' pages name an expert and their words in the page's language. Server-side
// display helpers: they read the whole catalogue, so no client component imports them.

/**
 * A language or an expertise as a page in this language names it ("Hindi" → "हिन्दी"). The lists
 * keep the English word (the directory filters by it); a word the catalogue does not know, such
 * as one an expert typed, is shown as written.
 */
export function expertWord(word: string, locale: Locale): string {
  const words: Readonly<Record<string, string>> = catalogue(locale).Experts.words;
  return Object.hasOwn(words, word) ? words[word]! : word;
}

/**
 * An expert of the one list as a page in this language shows them. A team member's name, role,
 * bio and portrait text are written in each language (content/team.ts); an approved expert's
 * name and bio stay as they typed them, and only their kind and portrait text are the page's words.
 * The services are named in the page's language (lib/consultations/services.ts, by slug).
 * Languages and expertise stay in English here (the filters use them): expertWord names them.
 */
export function localizeDirectoryExpert(expert: DirectoryExpert, locale: Locale): DirectoryExpert {
  if (locale === DEFAULT_LOCALE) return expert;
  const named = <T extends { slug: string; title: string }>(service: T): T => {
    const known = findBookableService(service.slug);
    return known ? { ...service, title: serviceTextsIn(known, locale).title } : service;
  };
  expert = { ...expert, services: expert.services.map(named), mainService: expert.mainService && named(expert.mainService) };
  const member = expert.source === 'team' ? team.find((m) => m.slug === expert.slug) : undefined;
  if (member) {
    const { name, role, bio, portraitAlt } = teamMemberText(member, locale);
    return { ...expert, name, title: role, bio, imageAlt: portraitAlt };
  }
  const words = catalogue(locale).Experts;
  return { ...expert, title: words.directory.kinds[expert.kind], imageAlt: fill(words.card.portrait, { name: expert.name }) };
}
