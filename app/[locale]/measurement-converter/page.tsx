import Link from '@/components/ui/IntentLink';
import AreaCalculator from '@/components/vastu-tools/AreaCalculator';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import { pageMetadata } from '@/lib/seo';
import { SHAPES } from '@/lib/vastu/area';

export const metadata = pageMetadata({
  title: 'Area Calculator',
  description: 'Calculate the area of a square, rectangle, triangle, circle, parallelogram, trapezoid, ellipse, sector or octagon in any unit.',
  path: '/measurement-converter',
});

export default function AreaCalculatorPage() {
  return (
    <div className="container page">
      <h1>Area Calculator</h1>
      <p className="lead">Pick a shape and a unit, enter its dimensions, and the area updates as you type.</p>
      <AreaCalculator />

      <section className={styles.info} aria-labelledby="formulas">
        <h2 id="formulas">The formulas</h2>
        <p>
          Enter every dimension in the same unit: the area is in that unit squared, shown to two decimals. Choosing another unit only
          renames the result; it converts nothing. An empty or non-numeric entry counts as 0. To convert an area between units
          (sq ft, gaj, acre, bigha, kanal and more), use the <Link href="/area-converter">area unit converter</Link>.
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Area formula of each shape</caption>
            <thead>
              <tr>
                <th scope="col">Shape</th>
                <th scope="col">Dimensions</th>
                <th scope="col">Area</th>
              </tr>
            </thead>
            <tbody>
              {SHAPES.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.label}</th>
                  <td>{s.fields.map((f) => f.label).join(', ')}</td>
                  <td>{s.formula}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          π is about 3.14159, and √2 about 1.41421. The octagon is a regular one, with eight equal sides; the sector is a slice of a
          circle whose angle θ is in degrees.
        </p>

        <h2>Measuring for Vastu</h2>
        <p>
          Vastu advice starts from an accurate plan of the plot and the rooms. Once you know the area of your home, office or factory,
          the <Link href="/cost-calculator">Vastu cost estimator</Link> gives an idea of the consultation fee.
        </p>
      </section>
    </div>
  );
}
