import styles from './Panchang.module.scss';

/** The conventions, as the page promises them (the same as the Swiss Ephemeris reference the engine is tested against). */
export default function HowWeCalculate() {
  return (
    <section aria-labelledby="how-we-calculate" className={styles.panchang}>
      <h2 id="how-we-calculate">How we calculate</h2>
      <ul>
        <li>The panchang day runs from sunrise to the next sunrise. Sunrise and sunset are when the upper edge of the Sun touches the horizon, with standard atmospheric refraction, at sea level; moonrise and moonset the same for the Moon, the first of each on the calendar date.</li>
        <li>Positions are apparent and sidereal, with the Lahiri (Chitrapaksha) ayanamsa, as in our kundli.</li>
        <li>Tithi: the Moon&apos;s distance ahead of the Sun in steps of 12°; karana: half a tithi; nakshatra: the Moon in steps of 13°20′; yoga: the Sun and Moon added, in steps of 13°20′. Each is listed from the one in force at sunrise, with the moment it ends.</li>
        <li>Rahu kaal, Yamaganda and Gulika kaal: daytime (sunrise to sunset) in 8 equal parts, the part set by the weekday. Abhijit muhurta: the 8th of 15 equal parts of daytime. Choghadiya: daytime and night-time each in 8 parts.</li>
        <li>Month view: Purnima, Amavasya and the Ekadashis are marked on the first day whose sunrise falls in them (or the day they begin, if no sunrise does), with the moment they end; Sankranti is the Sun entering a sidereal sign, marked on the date it happens.</li>
        <li>Times are in the place&apos;s local time; a time on another day carries its date. Our results agree with the Swiss Ephemeris within seconds.</li>
      </ul>
    </section>
  );
}
