import AreaUnitConverter from '@/components/vastu-tools/AreaUnitConverter';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import Link from '@/components/ui/IntentLink';
import { pageMetadata } from '@/lib/seo';
import { AREA_STATES, formatArea, STANDARD_AREA_UNITS } from '@/lib/vastu/area-units';

export const metadata = pageMetadata({
  title: 'Area Unit Converter: Bigha, Biswa, Kanal, Gaj, Acre, Sq Ft',
  description: 'Convert land and property areas between sq ft, sq m, gaj, acre, hectare, and bigha, biswa and kanal as each state measures them.',
  path: '/area-converter',
});

const cell = (sqFt: number | undefined) => (sqFt === undefined ? 'Not used' : `${formatArea(sqFt)} sq ft`);

export default function AreaConverterPage() {
  return (
    <div className="container page">
      <h1>Area Unit Converter</h1>
      <p className="lead">Type an area, choose its unit and your state, and see it in every other unit at once.</p>
      <AreaUnitConverter />

      <section className={styles.info} aria-labelledby="state-units">
        <h2 id="state-units">Bigha, biswa and kanal by state</h2>
        <p>
          Local land units have no national standard: a bigha in Rajasthan is three times a bigha in Haryana. The table gives the
          size we use for each state. Village revenue records can differ, so check the figure on your land papers before you rely on
          it.
        </p>
        {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Bigha, biswa and kanal by state">
          <table className={styles.table}>
            <caption>Size of one unit, in square feet</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Bigha</th>
                <th scope="col">Biswa</th>
                <th scope="col">Kanal</th>
              </tr>
            </thead>
            <tbody>
              {AREA_STATES.map((s) => {
                const units = s.sqFt as { bigha?: number; biswa?: number; kanal?: number };
                return (
                  <tr key={s.id}>
                    <th scope="row">{s.name}</th>
                    <td>{cell(units.bigha)}</td>
                    <td>{cell(units.biswa)}</td>
                    <td>{cell(units.kanal)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h2>Standard units</h2>
        <ul>
          {STANDARD_AREA_UNITS.filter((u) => u.id !== 'sqft').map((u) => (
            <li key={u.id}>
              1 {u.short} = {formatArea(u.sqFt)} sq ft
            </li>
          ))}
        </ul>
        <p>
          Need the area from the length and width of a plot or room first? Use the <Link href="/measurement-converter">area calculator</Link>,
          then bring the result here.
        </p>
      </section>
    </div>
  );
}
