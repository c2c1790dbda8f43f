import Link from '@/components/ui/IntentLink';
import VastuCheckForm from '@/components/vastu-check/VastuCheckForm';
import { bookingPath } from '@/lib/consultations/services';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Free Vastu Self-Check',
  description:
    'Answer a few questions about your home or business (entrance, kitchen, bedroom, toilets, puja room, water tanks, plot shape and slope) and get a Vastu score out of 100 with remedies that need no demolition.',
  path: '/vastu-check',
});

// The same page for every visitor (no cookie read): cached publicly like the other tools.
export default function VastuCheckPage() {
  return (
    <div className="container page">
      <h1>Free Vastu Self-Check</h1>
      <p className="lead">
        Answer six short steps about your home or business. You get a score out of 100, a verdict for each of the nine zones and
        practical remedies that need no demolition. No account needed.
      </p>
      <noscript>
        <p className="notice">The self-check moves through its steps with JavaScript: please switch it on, or call us and we will go through it with you.</p>
      </noscript>
      <VastuCheckForm />
      <section aria-labelledby="vastu-check-how">
        <h2 id="vastu-check-how">How the self-check works</h2>
        <p>
          Each answer is checked against the placements that the classical texts (Brihat Samhita, Mayamata, Manasara, Vishwakarma
          Prakash) and today&apos;s common Vastu handbooks agree on: a good placement earns all of its points, an acceptable one half,
          and one the references warn against none. The entrance, kitchen, master bedroom and the plot itself weigh the most.
        </p>
        <p>
          A self-check only knows what you tell it. For a review of your actual plan, <Link href={bookingPath('professional-vastu-check')}>book a
          Professional Vastu Check</Link>.
        </p>
      </section>
    </div>
  );
}
