'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FieldRow, InputField, SelectField } from '@/components/form/Field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { AREA_STATES, AREA_VALUE_MESSAGE, CONVERTER_UNITS, DEFAULT_AREA_STATE, convertToAll, formatArea, type AreaState, type ConverterUnit } from '@/lib/vastu/area-units';
import styles from './VastuTools.module.scss';

/** The area in every unit, following each keystroke; bigha, biswa and kanal in the chosen state. */
export default function AreaUnitConverter() {
  const t = useTranslations('AreaConverter');
  const id = useId();
  // Disabled until hydrated, so nothing typed before React takes over is lost.
  const off = !useHydrated();
  const [value, setValue] = useState('1');
  const [from, setFrom] = useState<ConverterUnit>('bigha');
  const [state, setState] = useState<AreaState>(DEFAULT_AREA_STATE);
  const result = convertToAll(value, from, state);
  const stateName = t(`states.${state}`);
  const unitName = (unit: ConverterUnit) => t(`units.${unit}`);
  // The engine names the problem in English; the page says it in its own language.
  const problem = result.ok ? undefined : result.error === AREA_VALUE_MESSAGE ? t('valueProblem') : t('unitProblem', { unit: unitName(from), state: stateName });
  const unitOptions = CONVERTER_UNITS.map((u) => ({ value: u.id, label: unitName(u.id) }));
  const stateOptions = AREA_STATES.map((s) => ({ value: s.id, label: t(`states.${s.id}`) }));

  return (
    <div className={`card ${styles.tool}`}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('formName')}>
        <FieldRow columns={3}>
          <InputField
            id={`${id}-value`}
            label={t('area')}
            name="value"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={value.trim() ? problem : undefined}
            disabled={off}
          />
          <SelectField id={`${id}-from`} label={t('from')} name="from" options={unitOptions} value={from} onChange={(e) => setFrom(e.target.value as ConverterUnit)} disabled={off} />
          <SelectField
            id={`${id}-state`}
            label={t('state')}
            name="state"
            options={stateOptions}
            value={state}
            onChange={(e) => setState(e.target.value as AreaState)}
            hint={t('stateHint')}
            disabled={off}
          />
        </FieldRow>
      </form>
      <section aria-live="polite" aria-label={t('resultName')} className={styles.result}>
        {result.ok ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('caption', { area: value.trim(), unit: unitName(from).toLowerCase(), state: stateName })}</caption>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.unit}>
                    <th scope="row">{unitName(row.unit)}</th>
                    <td data-unit={row.unit}>{row.value === undefined ? t('notUsedIn', { state: stateName }) : formatArea(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.placeholder}>{value.trim() ? problem : t('empty')}</p>
        )}
      </section>
    </div>
  );
}
