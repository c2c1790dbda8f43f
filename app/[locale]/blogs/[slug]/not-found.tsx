import { getLocale } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import { catalogue } from '@/lib/i18n/catalogue';
import { localeOf } from '@/lib/i18n/locales';

export default async function BlogNotFound() {
  const t = catalogue(localeOf(await getLocale())).Blog;
  return (
    <div className="container page" style={{ textAlign: 'center' }}>
      <h1>{t.notFoundHeading}</h1>
      <p className="lead" style={{ margin: '0 auto 24px' }}>
        {t.notFoundText}
      </p>
      <Link href="/blogs" className="btn">
        {t.back}
      </Link>
    </div>
  );
}
