'use client';
import Image from 'next/image';
import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchVastuTips } from '@/lib/client/api';
import type { VastuTip } from '@/lib/contract/content';
import styles from './VastuTips.module.scss';
import Icon from '@/components/ui/icons/Icon';

export function filterTips(tips: readonly VastuTip[], query: string): VastuTip[] {
  const q = query.trim().toLowerCase();
  return q ? tips.filter((t) => t.title.toLowerCase().includes(q)) : [...tips];
}

/**
 * The tips list with title search and narration. One <audio> element plays at most one tip;
 * choosing another tip switches to it, and the end of the audio returns to idle (SPEC 4).
 */
export default function VastuTips({ initialTips }: { initialTips?: VastuTip[] }) {
  const { data: tips, isLoading } = useSWR('vastutip/all', fetchVastuTips, {
    fallbackData: initialTips,
    revalidateOnFocus: false,
    // SPEC 8: a load failure is only logged; the list then shows 'No tips found.'
    onError: (err) => console.error('Could not load Vastu tips', err),
  });
  const [query, setQuery] = useState('');
  const [playingId, setPlayingId] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);

  const visible = useMemo(() => filterTips(tips ?? [], query), [tips, query]);

  function toggle(tip: VastuTip) {
    const audio = audioRef.current;
    if (!audio) return;
    if (playingId === tip._id) {
      audio.pause();
      setPlayingId(null);
      return;
    }
    audio.pause();
    audio.src = tip.audioUrl;
    setPlayingId(tip._id);
    audio.play().catch((err) => {
      console.error('Could not play the tip audio', err);
      setPlayingId(null);
    });
  }

  return (
    <div>
      <div className={`form-field ${styles.search}`}>
        <label htmlFor="tip-search">Search tips by title</label>
        <input id="tip-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. kitchen, entrance, bedroom" />
      </div>
      <audio ref={audioRef} preload="none" onEnded={() => setPlayingId(null)} hidden />
      {isLoading && !tips ? (
        <p role="status">Loading tips...</p>
      ) : visible.length === 0 ? (
        <p role="status">No tips found.</p>
      ) : (
        <ul className={styles.grid}>
          {visible.map((tip, i) => {
            const playing = playingId === tip._id;
            return (
              <li key={tip._id} className={`card ${styles.tip}`}>
                <Image src={tip.fileUrl} alt="" width={640} height={400} className={styles.image} sizes="(max-width: 560px) 100vw, 360px" priority={i < 2} />
                <div className={styles.body}>
                  <h2 className={styles.title}>{tip.title}</h2>
                  <p>{tip.description}</p>
                  <button
                    type="button"
                    className={`btn ${playing ? '' : 'btn-outline'}`}
                    aria-pressed={playing}
                    aria-label={`${playing ? 'Pause' : 'Play Audio'}: ${tip.title}`}
                    onClick={() => toggle(tip)}
                  >
                    <Icon name={playing ? 'pause' : 'play'} size={18} /> {playing ? 'Pause' : 'Play Audio'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
