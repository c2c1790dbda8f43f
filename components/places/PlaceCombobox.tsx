'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '@/lib/places/types';
import { isCancelled } from '@/lib/client/http';
import { fetchPlaceSuggestions } from '@/lib/client/places-api';
import styles from './PlaceInput.module.scss';
import { PLACE_INPUT_WORDS_EN, type PlaceInputProps } from './types';
import FieldLabel from '@/components/ui/FieldLabel';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGEST_DELAY_MS = 250;
/** Fewer characters than this ask nothing: one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The offline place field: an ARIA 1.2 combobox (list autocomplete) over GET /api/places.
 * Typing asks for suggestions after a pause; ArrowDown/ArrowUp move through them, Enter chooses,
 * Escape closes; a click or tap chooses too. Focus stays in the text field throughout.
 */
export default function PlaceCombobox({ id, label, value, onTextChange, onSelect, invalid, describedBy, required, name, placeholder, words = PLACE_INPUT_WORDS_EN }: PlaceInputProps) {
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const cache = useRef(new Map<string, Place[]>());
  const listRef = useRef<HTMLUListElement>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  // Keep the active option in view when the arrow keys move past the visible rows.
  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function show(places: Place[]) {
    setOptions(places);
    setActive(-1);
    setOpen(places.length > 0);
    setStatus('done');
  }

  function suggest(text: string) {
    cancel();
    const q = text.trim();
    if (q.length < SUGGEST_MIN_CHARS) {
      setOptions([]);
      setOpen(false);
      setActive(-1);
      setStatus('idle');
      return;
    }
    const key = q.toLowerCase();
    const known = cache.current.get(key);
    if (known) {
      show(known);
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const places = await fetchPlaceSuggestions(q, controller.signal);
        if (controller.signal.aborted) return;
        cache.current.set(key, places);
        show(places);
      } catch (err) {
        if (controller.signal.aborted || isCancelled(err)) return;
        setOptions([]);
        setOpen(false);
        setStatus('error');
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    }, SUGGEST_DELAY_MS);
  }

  function choose(place: Place) {
    cancel();
    setOpen(false);
    setActive(-1);
    setStatus('idle');
    onTextChange(place.label);
    onSelect(place);
  }

  /** Hides the list and any message; the suggestions stay, for ArrowDown to show again. */
  function close() {
    cancel();
    setOpen(false);
    setActive(-1);
    setStatus(options.length > 0 ? 'done' : 'idle');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
        } else if (!event.altKey) {
          setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        }
        return;
      }
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault(); // choose, do not submit the form
          choose(options[active]);
        }
        return;
      case 'Escape':
        if (open || message) {
          event.preventDefault();
          event.stopPropagation(); // a dialog around the form stays open
          close();
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const expanded = open && options.length > 0;
  const message =
    status === 'done' && options.length === 0
      ? words.noPlaces
      : status === 'error'
        ? words.unavailable
        : '';
  const announcement = expanded ? words.found(options.length) : '';

  return (
    <div className={`form-field ${styles.field} ${invalid ? styles.invalid : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={status === 'loading' || undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          required={required}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onTextChange(event.target.value);
            suggest(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={label}
          className={styles.popup}
          hidden={!expanded}
          // Keep focus in the field, so choosing or scrolling does not blur (and close) it first.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((place, i) => {
            const detail = place.label.startsWith(`${place.name}, `) ? place.label.slice(place.name.length + 2) : place.label === place.name ? '' : place.label;
            return (
              <li
                key={place.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`${styles.option} ${i === active ? styles.active : ''}`}
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => choose(place)}
              >
                <span className={styles.optionName}>{place.name}</span>
                {detail && <span className={styles.optionDetail}>{detail}</span>}
              </li>
            );
          })}
        </ul>
        <p className={message ? styles.message : 'visually-hidden'} role="status" id={statusId}>
          {message || announcement}
        </p>
      </div>
    </div>
  );
}
