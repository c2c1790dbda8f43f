import { SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { dateSpan, ordinal, PERIOD_RELATION_NAMES, SADE_SATI_PHASE_NAMES } from './kundli-words';
import styles from './KundliResult.module.scss';

function Manglik({ dosha, sentence }: { dosha: KundliReadChart['doshas']['manglik']; sentence: string }) {
  return (
    <div className={styles.block}>
      <h3>Manglik</h3>
      <p>{sentence}</p>
      {dosha.present && (
        <p>
          Counted from {[dosha.fromLagna && 'the Lagna', dosha.fromMoon && 'the Moon', dosha.fromVenus && 'Venus'].filter(Boolean).join(' and ')}, Mars falls in a Manglik house (the 1st,
          2nd, 4th, 7th, 8th or 12th).
        </p>
      )}
      {dosha.present && dosha.cancellations.length > 0 && (
        <>
          <p>These cancelling rules apply to this chart:</p>
          <ul className={styles.rules}>
            {dosha.cancellations.map((c) => (
              <li key={c.key}>
                {c.rule} <span className={styles.source}>· {c.source}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {dosha.present && (
        <p className={styles.calm}>
          Manglik dosha is common and is one factor among many; it is weighed mainly when matching charts for marriage, where the other
          chart and these cancellations matter as much as the placement itself.
        </p>
      )}
    </div>
  );
}

function KaalSarp({ dosha }: { dosha: KundliReadChart['doshas']['kaalSarp'] }) {
  return (
    <div className={styles.block}>
      <h3>Kaal Sarp</h3>
      {dosha.present ? (
        <p>
          {dosha.type} Kaal Sarp, {dosha.partial ? 'partial' : 'full'}: the seven grahas lie on one side of the Rahu–Ketu axis (
          {dosha.arc === 'rahu-to-ketu' ? 'from Rahu to Ketu' : 'from Ketu to Rahu'}), with Rahu in the {ordinal(dosha.rahuHouse)} house.
          {dosha.partial ? ' At least one graha shares a node’s sign but lies outside the arc by degree, which tradition counts as a weaker, partial form.' : ''} This
          yoga comes from later practice, not from the classical texts, and many astrologers give it little weight on its own.
        </p>
      ) : (
        <p>Absent: the seven grahas do not all lie on one side of the Rahu–Ketu axis (Rahu in the {ordinal(dosha.rahuHouse)} house).</p>
      )}
    </div>
  );
}

function SadeSati({ sadeSati }: { sadeSati: KundliReadChart['doshas']['sadeSati'] }) {
  return (
    <div className={styles.block}>
      <h3>Sade Sati</h3>
      <p>
        Saturn’s seven and a half years through the 12th, 1st and 2nd signs from the natal Moon.{' '}
        {sadeSati.active ? 'It is running now.' : 'It is not running now.'} Dates are Saturn’s sign entries (Lahiri ayanamsa), in Indian time.
      </p>
      {sadeSati.periods.map((p) => (
        <div key={p.start} className={styles.period}>
          <h4>
            {PERIOD_RELATION_NAMES[p.relation]} Sade Sati: {dateSpan(p)}
          </h4>
          <ul className={styles.rules}>
            {p.phases.map((ph) => (
              <li key={ph.name}>
                {SADE_SATI_PHASE_NAMES[ph.name]}, Saturn in {SIGNS[ph.sign]}: {ph.spans.map(dateSpan).join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Manglik with the cancellations that apply, Kaal Sarp, Sade Sati: each stated calmly, with its basis. */
export default function DoshaSection({ chart, manglikSentence }: { chart: KundliReadChart; manglikSentence: string }) {
  return (
    <KundliSection id="doshas">
      <Manglik dosha={chart.doshas.manglik} sentence={manglikSentence} />
      <KaalSarp dosha={chart.doshas.kaalSarp} />
      <SadeSati sadeSati={chart.doshas.sadeSati} />
    </KundliSection>
  );
}
