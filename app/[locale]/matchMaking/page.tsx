import MatchForm from '@/components/match/MatchForm';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Kundli Match Making (Guna Milan)',
  description: 'Free kundli matching: Ashtakoota Guna Milan with all eight kootas explained, a compatibility score out of 10, Manglik status and both birth charts.',
  path: '/matchMaking',
});

export default function MatchMakingPage() {
  return (
    <div className="container page">
      <h1>Kundli Match Making</h1>
      <p className="lead">Enter the birth details of the boy and the girl. We compare their Moon signs and nakshatras across the eight kootas of Guna Milan.</p>
      <MatchForm />
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>About Guna Milan</h2>
        <p>
          Ashtakoota matching scores eight aspects of compatibility, from temperament (Gana) to health and progeny (Nadi), for 36 points in all. We
          show the score out of 10. Traditionally 18 points (5 out of 10) or more is considered acceptable, but a score is only a starting point: an
          astrologer also looks at the full charts before advising a family.
        </p>
      </section>
    </div>
  );
}
