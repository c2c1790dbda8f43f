'use client';
import Image from 'next/image';
import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchVastuTips } from '@/lib/client/api';
import type { VastuTip } from '@/lib/contract/content';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import englishTexts from '@/messages/en/VastuTips.json';
import styles from './VastuTips.module.scss';
import Icon from '@/components/ui/icons/Icon';

// NFC so that a Devanagari query matches however the keyboard composed its nukta or matra.
const searchable = (text: string) => text.normalize('NFC').toLowerCase();

/** The tips whose shown title (Hindi or English) contains the query, ignoring case for Latin letters. */
export function filterTips(tips: readonly VastuTip[], query: string): VastuTip[] {
  const q = searchable(query.trim());
  return q ? tips.filter((t) => searchable(t.title).includes(q)) : [...tips];
}

type Texts = Messages['VastuTips'];

/**
 * The tips list with title search and narration. One <audio> element plays at most one tip;
 * choosing another tip switches to it, and the end of the audio returns to idle (SPEC 4).
 * On a Hindi page (`lang: 'hi'`) each tip comes in Hindi where written, with its Hindi narration.
 * `texts` is this island's one catalogue namespace in the page's language, handed over by the
 * server page (only these texts reach the browser); English when not given.
 */
export default function VastuTips({ initialTips, lang, texts = englishTexts }: { initialTips?: VastuTip[]; lang?: Locale; texts?: Texts }) {
  const t = (key: keyof Texts) => texts[key];
  // English asks exactly as SPEC 7, without a language.
  const { data: tips, isLoading } = useSWR(lang ? `vastutip/all?lang=${lang}` : 'vastutip/all', () => fetchVastuTips(lang), {
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
        <label htmlFor="tip-search">{t('searchLabel')}</label>
        <input id="tip-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('searchPlaceholder')} />
      </div>
      <audio ref={audioRef} preload="none" onEnded={() => setPlayingId(null)} hidden />
      {isLoading && !tips ? (
        <p role="status">{t('loading')}</p>
      ) : visible.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {visible.map((tip, i) => {
            const playing = playingId === tip._id;
            const action = playing ? t('pause') : t('play');
            // A tip not yet written in the page's language shows its English text, marked as such.
            const fallback = tip.lang !== undefined && tip.lang !== (lang ?? 'en');
            return (
              <li key={tip._id} className={`card ${styles.tip}`}>
                <Image src={tip.fileUrl} alt="" width={640} height={400} className={styles.image} sizes="(max-width: 560px) 100vw, 360px" priority={i < 2} />
                <div className={styles.body}>
                  {fallback && <p className={styles.notice}>{t('notWritten')}</p>}
                  <h2 className={styles.title} lang={fallback ? tip.lang : undefined}>
                    {tip.title}
                  </h2>
                  <p lang={fallback ? tip.lang : undefined}>{tip.description}</p>
                  <button
                    type="button"
                    className={`btn ${playing ? '' : 'btn-outline'}`}
                    aria-pressed={playing}
                    aria-label={fill(t('buttonLabel'), { action, title: tip.title })}
                    onClick={() => toggle(tip)}
                  >
                    <Icon name={playing ? 'pause' : 'play'} size={18} /> {action}
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
