'use client';
import { useId, useState } from 'react';
import { FieldRow, InputField, SelectField } from '@/components/form/Field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { AREA_STATES, CONVERTER_UNITS, DEFAULT_AREA_STATE, convertToAll, formatArea, type AreaState, type ConverterUnit } from '@/lib/vastu/area-units';
import styles from './VastuTools.module.scss';

const UNIT_OPTIONS = CONVERTER_UNITS.map((u) => ({ value: u.id, label: u.label }));
const STATE_OPTIONS = AREA_STATES.map((s) => ({ value: s.id, label: s.name }));

/** The area in every unit, following each keystroke; bigha, biswa and kanal in the chosen state. */
export default function AreaUnitConverter() {
  const id = useId();
  // Disabled until hydrated, so nothing typed before React takes over is lost.
  const off = !useHydrated();
  const [value, setValue] = useState('1');
  const [from, setFrom] = useState<ConverterUnit>('bigha');
  const [state, setState] = useState<AreaState>(DEFAULT_AREA_STATE);
  const result = convertToAll(value, from, state);
  const stateName = AREA_STATES.find((s) => s.id === state)?.name;

  return (
    <div className={`card ${styles.tool}`}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="Area unit converter">
        <FieldRow columns={3}>
          <InputField
            id={`${id}-value`}
            label="Area"
            name="value"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={value.trim() && !result.ok ? result.error : undefined}
            disabled={off}
          />
          <SelectField id={`${id}-from`} label="In" name="from" options={UNIT_OPTIONS} value={from} onChange={(e) => setFrom(e.target.value as ConverterUnit)} disabled={off} />
          <SelectField
            id={`${id}-state`}
            label="State"
            name="state"
            options={STATE_OPTIONS}
            value={state}
            onChange={(e) => setState(e.target.value as AreaState)}
            hint="Bigha, biswa and kanal differ by state."
            disabled={off}
          />
        </FieldRow>
      </form>
      <section aria-live="polite" aria-label="Converted area" className={styles.result}>
        {result.ok ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>
                {value.trim()} {CONVERTER_UNITS.find((u) => u.id === from)?.label.toLowerCase()} in {stateName}
              </caption>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.unit}>
                    <th scope="row">{row.label}</th>
                    <td data-unit={row.unit}>{row.value === undefined ? `Not used in ${stateName}` : formatArea(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.placeholder}>{value.trim() ? result.error : 'Enter an area to convert it.'}</p>
        )}
      </section>
    </div>
  );
}
