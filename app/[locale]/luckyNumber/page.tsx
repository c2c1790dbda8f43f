import Link from '@/components/ui/IntentLink';
import LuckyNumberForm from '@/components/lucky/LuckyNumberForm';
import { NUMBER_TABLE } from '@/lib/astro/lucky';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Lucky Number and Colour',
  description: 'Find your lucky number and colour from your date of birth with Indian numerology, plus your destiny number and Chaldean name number.',
  path: '/luckyNumber',
});

export default function LuckyNumberPage() {
  return (
    <div className="container page">
      <h1>Lucky Number and Colour</h1>
      <p className="lead">Enter your name and date of birth to find the number and colour that suit you.</p>
      <LuckyNumberForm />
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>How it is worked out</h2>
        <p>
          Your lucky number is your psychic (root) number: the day of the month you were born, added digit by digit until one digit remains (29 →
          2 + 9 = 11 → 2). Each number is ruled by a graha, and your lucky colour is that graha’s colour. The sign shown is your Western sun sign,
          from the date alone; your Vedic Moon sign comes from a full <Link href="/kundli">kundli</Link>.
        </p>
        <div className="prose">
        <table>
          <caption className="visually-hidden">Numbers, their planets and colours</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Planet</th>
              <th scope="col">Colour</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(NUMBER_TABLE).map(([n, row]) => (
              <tr key={n}>
                <td>{n}</td>
                <td>{row.planet}</td>
                <td>{row.colour}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </section>
    </div>
  );
}
