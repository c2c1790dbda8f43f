import Image from 'next/image';
import { experts, sampleAstrologers } from '@/content/experts';
import type { ExpertType } from '@/content/types';
import styles from '@/components/experts/Experts.module.scss';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Experts',
  description: 'Meet our Vastu specialists, Vedic astrologers, numerologists and kundli experts. Call or chat with them in the AstroVastu Kendra app.',
  path: '/ourexpert',
});

const categories: { type: ExpertType; heading: string }[] = [
  { type: 'vastu', heading: 'Vastu Specialists' },
  { type: 'astrology', heading: 'Astrology Experts' },
  { type: 'numerology', heading: 'Numerology Experts' },
  { type: 'kundli', heading: 'Kundli Experts' },
];

export default function OurExpertsPage() {
  return (
    <div className="container page">
      <h1>Our Experts</h1>
      <p className="lead">Experienced consultants who explain their advice plainly. Call or chat with them in our app.</p>

      {categories.map(({ type, heading }) => {
        const group = experts.filter((e) => e.type === type);
        if (!group.length) return null;
        return (
          <section key={type} aria-labelledby={`experts-${type}`} className={styles.group}>
            <h2 id={`experts-${type}`}>{heading}</h2>
            <ul className={styles.grid}>
              {group.map((e) => (
                <li key={e.name} className={`card ${styles.card}`}>
                  <Image src={e.image} alt={`Portrait of ${e.name}`} width={120} height={120} className={styles.photo} />
                  <h3>{e.name}</h3>
                  <p className={styles.title}>{e.title}</p>
                  <p className={styles.description}>{e.description}</p>
                  <div className={styles.actions}>
                    {/* Calls and chats happen in the app (SPEC 2.7). */}
                    <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                      Call <span className="visually-hidden">{e.name} in the app</span>
                    </a>
                    <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                      Chat <span className="visually-hidden">with {e.name} in the app</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section aria-labelledby="top-astrologers" className={styles.group}>
        <h2 id="top-astrologers">Top rated astrologers</h2>
        <ul className={styles.grid}>
          {sampleAstrologers.map((a) => (
            <li key={a.name} className={`card ${styles.card}`}>
              <Image src={a.image} alt={`Portrait of ${a.name}`} width={96} height={96} className={styles.photo} />
              <h3>{a.name}</h3>
              <p className={styles.title}>{a.expertise}</p>
              <p className={styles.rating}>
                <span aria-hidden="true">★</span> {a.rating.toFixed(1)} <span className="visually-hidden">out of 5</span>
              </p>
              <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                Book Now <span className="visually-hidden">with {a.name} in the app</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
