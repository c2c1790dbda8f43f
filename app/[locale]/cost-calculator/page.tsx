import Link from '@/components/ui/IntentLink';
import CostEstimator from '@/components/vastu-tools/CostEstimator';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import PriceLadder from '@/components/vastu/PriceLadder';
import { pageMetadata } from '@/lib/seo';
import { AREA_UNITS, PROPERTY_CATEGORIES, RATES, SERVICE_LEVELS, estimateVastuFee, formatIndianNumber, formatInr } from '@/lib/vastu/fee-estimator';

export const metadata = pageMetadata({
  title: 'Vastu Consultation Cost Estimator',
  description: 'Estimate the cost of a Vastu consultation for your home, office or factory from its area and the service level you need.',
  path: '/cost-calculator',
});

// The worked example below, computed by the same code as the tool.
const example = estimateVastuFee({ category: 'residential', level: 'basic', area: 1000, unit: 'sqft' });
const sqm = AREA_UNITS.find((u) => u.id === 'sqm')?.sqFt;
const gaj = AREA_UNITS.find((u) => u.id === 'gaj')?.sqFt;

export default function CostCalculatorPage() {
  return (
    <div className="container page">
      <h1>Vastu Consultation Cost Estimator</h1>
      <p className="lead">Choose your property, the service level you need and its area to see an estimated fee in rupees.</p>
      <CostEstimator />

      <section className={styles.info} aria-labelledby="how-it-works">
        <h2 id="how-it-works">How the estimate works</h2>
        <p>
          The estimate multiplies the area of your property, in square feet, by a base rate per square foot and adds a fixed service
          charge. The rate and the charge depend on the property category and on the service level: a basic Vastu check, a detailed
          Vastu report or an on-site visit. The property type does not change the estimate.
        </p>
        <p>
          An area in square metres or gaj is converted to square feet first (1 sq m = {sqm} sq ft, 1 gaj = {gaj} sq ft), and the total
          is rounded to the nearest rupee. For example, a {formatIndianNumber(1000)} sq ft house with a basic Vastu check costs{' '}
          {formatInr(example.baseRate)} × {formatIndianNumber(1000)} + {formatInr(example.serviceCharge)} = {formatInr(example.total)}.
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Rate per sq ft and service charge</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                {SERVICE_LEVELS.map((l) => (
                  <th key={l.id} scope="col">
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PROPERTY_CATEGORIES.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.label}</th>
                  {SERVICE_LEVELS.map((l) => (
                    <td key={l.id}>
                      {formatInr(RATES[c.id][l.id].perSqFt)} per sq ft + {formatInr(RATES[c.id][l.id].serviceCharge)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2>The final price</h2>
        <p>
          This is an estimate: the final price may vary after we review the site layout and the scope of the work. For a firm quote,{' '}
          <Link href="/contact">contact us</Link>. Need the area first? The <Link href="/measurement-converter">area calculator</Link>{' '}
          works it out from the dimensions of your plot or rooms.
        </p>
      </section>
      <PriceLadder />
    </div>
  );
}
