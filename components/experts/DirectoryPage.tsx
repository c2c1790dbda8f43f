import Link from '@/components/ui/IntentLink';
import { DIRECTORY_PATH, directoryPagePath, type DirectoryQuery } from '@/lib/experts';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { pageMetadata } from '@/lib/seo';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import ExpertDirectory from './ExpertDirectory';

export const directoryMetadata = (query: DirectoryQuery, locale: Locale) => {
  const t = catalogue(locale).Experts.directory;
  return {
    ...pageMetadata({ title: t.title, description: t.description, path: DIRECTORY_PATH }, locale),
    // A filtered list is a view of the one directory: search engines index the whole list.
    ...(directoryPagePath(query) === DIRECTORY_PATH ? {} : { robots: { index: false, follow: true } }),
  };
};

/** /astrologers and each of its filtered, sorted addresses (app/directory/...). */
export default function DirectoryPage({ experts, query, locale }: { experts: DirectoryExpert[] | undefined; query: DirectoryQuery; locale: Locale }) {
  const t = catalogue(locale).Experts.directory;
  return (
    <div className="container page" {...unavailableMark(!experts)}>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      {experts === undefined ? (
        <p role="alert">{t.failed}</p>
      ) : experts.length === 0 ? (
        <p>
          {t.noneBefore}
          <Link href="/contact">{t.noneLink}</Link>
          {t.noneAfter}
        </p>
      ) : (
        <ExpertDirectory experts={experts} query={query} now={new Date()} locale={locale} />
      )}
    </div>
  );
}
