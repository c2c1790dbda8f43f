import KundliForm from '@/components/kundli/KundliForm';
import { pageMetadata } from '@/lib/seo';
import { serverEnv } from '@/lib/server/env';
import { formatDuration } from '@/lib/text';

export const metadata = pageMetadata({
  title: 'Free Kundli Generator',
  description: 'Generate your Vedic birth chart (kundli) free: Lagna, the nine grahas with signs, nakshatras and houses, North and South Indian charts, dashas and the panchang of your birth.',
  path: '/kundli',
});

export default function KundliPage() {
  const retention = formatDuration(serverEnv().anonymousKundliTtlMs / 1000);
  return (
    <div className="container page">
      <h1>Free Kundli Generator</h1>
      <p className="lead">
        Enter your date, time and place of birth. Your chart is calculated with the precision of the Swiss Ephemeris, using the sidereal zodiac
        and the Lahiri ayanamsa that Indian astrologers use.
      </p>
      <KundliForm />
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>What your kundli shows</h2>
        <p>
          The Lagna (ascendant) and the sign, degree, nakshatra and house of the Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu and Ketu,
          drawn as North and South Indian charts; the navamsa (D9) signs; the tithi, yoga and karana of your birth; your Vimshottari dasha periods;
          and whether the chart is Manglik.
        </p>
        <p>
          An exact birth time matters: the Lagna moves about one sign every two hours. If you are unsure of the minute, use your best estimate and
          treat the houses with some caution. Your kundli has a private link; kundlis not saved to an account are deleted after {retention}.
        </p>
      </section>
    </div>
  );
}
