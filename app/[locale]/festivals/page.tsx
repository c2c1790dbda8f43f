import { redirect } from 'next/navigation';
import { festivalYearPath } from '@/lib/festival-address';
import { localePath } from '@/lib/i18n/locales';
import { MAIN_CITY_TIMEZONE } from '@/lib/places/main-cities';
import { todayIn } from '@/lib/server/services/panchang';
import { languageOf } from '../panchang/panchang-view';

// The menus link to /festivals, which sends the visitor on to this year's page (India's date), so
// the link never goes stale at the turn of the year.
export const dynamic = 'force-dynamic';

export default async function FestivalsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = languageOf((await params).locale);
  redirect(localePath(festivalYearPath(Number(todayIn(MAIN_CITY_TIMEZONE).slice(0, 4))), locale));
}
