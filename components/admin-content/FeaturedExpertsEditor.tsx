'use client';

import { useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { saveFeaturedExperts } from '@/lib/client/admin-content-api';
import { FEATURED_EXPERTS_MAX, type FeaturedExpertChoice, type FeaturedExpertsResponse } from '@/lib/contract/featured-experts';
import { EXPERTS } from '@/lib/experts';
import styles from './AdminContent.module.scss';

/**
 * The ordered list of experts on /ourexpert: add, move up or down, remove, then save. Plain
 * buttons rather than drag and drop, so a keyboard and a phone work the same as a mouse.
 */
export default function FeaturedExpertsEditor({ initial }: { initial: FeaturedExpertsResponse['data'] }) {
  const [featured, setFeatured] = useState<FeaturedExpertChoice[]>(initial.featured);
  const [available, setAvailable] = useState<FeaturedExpertChoice[]>(initial.available);
  const { busy, status, send } = useSubmission();
  const byName = (a: FeaturedExpertChoice, b: FeaturedExpertChoice) => a.name.localeCompare(b.name);

  function move(index: number, by: -1 | 1) {
    const next = [...featured];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setFeatured(next);
  }
  function remove(expert: FeaturedExpertChoice) {
    setFeatured(featured.filter((e) => e.slug !== expert.slug));
    setAvailable([...available, expert].sort(byName));
  }
  function add(expert: FeaturedExpertChoice) {
    setAvailable(available.filter((e) => e.slug !== expert.slug));
    setFeatured([...featured, expert]);
  }

  const save = () =>
    send(() => saveFeaturedExperts(featured.map((e) => e.slug)), {
      accepted: (r) => Array.isArray(r?.data?.featured),
      success: 'Saved. Our Experts shows this list now.',
      failed: 'The list could not be saved. Please try again.',
      onSuccess: (r) => {
        setFeatured(r.data.featured);
        setAvailable(r.data.available);
      },
    });

  const label = (e: FeaturedExpertChoice) => `${e.name} (${EXPERTS[e.kind].label})`;

  return (
    <div>
      <section aria-labelledby="featured-list">
        <h2 id="featured-list">Shown on Our Experts, in this order</h2>
        {featured.length === 0 ? (
          <p>No expert is chosen: the page shows only the team.</p>
        ) : (
          <ol className={styles.featuredList}>
            {featured.map((e, i) => (
              <li key={e.slug}>
                <span>{label(e)}</span>
                <span className={styles.actions}>
                  <button type="button" className="btn btn-outline" disabled={busy || i === 0} onClick={() => move(i, -1)}>
                    Up <span className="visually-hidden">{e.name}</span>
                  </button>
                  <button type="button" className="btn btn-outline" disabled={busy || i === featured.length - 1} onClick={() => move(i, 1)}>
                    Down <span className="visually-hidden">{e.name}</span>
                  </button>
                  <button type="button" className="btn btn-outline" disabled={busy} onClick={() => remove(e)}>
                    Remove <span className="visually-hidden">{e.name}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="available-list">
        <h2 id="available-list">Other published experts</h2>
        {available.length === 0 ? (
          <p>Every published expert is on the page. Approve an application to publish another.</p>
        ) : (
          <ul className={styles.featuredList}>
            {available.map((e) => (
              <li key={e.slug}>
                <span>{label(e)}</span>
                <button type="button" className="btn btn-outline" disabled={busy || featured.length >= FEATURED_EXPERTS_MAX} onClick={() => add(e)}>
                  Add <span className="visually-hidden">{e.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="btn" disabled={busy} onClick={save}>
        Save the list
      </button>
      <FormStatus status={status} />
    </div>
  );
}
