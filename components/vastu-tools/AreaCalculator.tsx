'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field, SelectField } from '@/components/form/Field';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  DEFAULT_LENGTH_UNIT,
  DEFAULT_SHAPE,
  LENGTH_UNITS,
  SHAPES,
  computeArea,
  formatArea,
  getShape,
  type DimensionKey,
  type LengthUnit,
  type ShapeId,
} from '@/lib/vastu/area';
import ChoiceGroup from './ChoiceGroup';
import ShapeIllustration from './ShapeIllustration';
import styles from './VastuTools.module.scss';

/**
 * The area calculator: the area follows every keystroke. A new shape keeps the unit and starts
 * with empty dimensions; the unit only names the result.
 */
export default function AreaCalculator() {
  const t = useTranslations('AreaCalculator');
  const id = useId();
  // Disabled until hydrated, so nothing typed before React takes over is lost.
  const off = !useHydrated();
  const [shape, setShape] = useState<ShapeId>(DEFAULT_SHAPE);
  const [unit, setUnit] = useState<LengthUnit>(DEFAULT_LENGTH_UNIT);
  const [values, setValues] = useState<Partial<Record<DimensionKey, string>>>({});

  const def = getShape(shape);
  const unitName = t(`units.${unit}`).toLowerCase();
  const value = computeArea(shape, values);
  const area = Number.isFinite(value) ? formatArea(value, unit) : t('tooLarge');
  const shapeOptions = SHAPES.map((s) => ({ id: s.id, label: t(`shapes.${s.id}`) }));
  const unitOptions = LENGTH_UNITS.map((u) => ({ value: u.id, label: t(`units.${u.id}`) }));

  function chooseShape(next: ShapeId) {
    setShape(next);
    setValues({});
  }

  return (
    <div className={`card ${styles.tool}`}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('formName')}>
        <ChoiceGroup legend={t('shapeLegend')} name="shape" options={shapeOptions} value={shape} onChange={chooseShape} disabled={off} />
        <SelectField
          id={`${id}-unit`}
          label={t('unit')}
          className={styles.unitField}
          name="unit"
          options={unitOptions}
          value={unit}
          onChange={(e) => setUnit(e.target.value as LengthUnit)}
          disabled={off}
        />

        <fieldset className={styles.group} disabled={off}>
          <legend className={styles.legend}>
            {t('dimensionsLegend', { shape: t(`shapes.${shape}`).toLowerCase(), unit: unitName })}
          </legend>
          <div className={styles.dimensions}>
            {def.fields.map((field) => {
              const inputId = `${id}-${shape}-${field.key}`;
              return (
                <Field key={inputId} id={inputId} label={t(`dimensions.${field.key}`)} className={styles.dimension}>
                  <div className={styles.withSuffix}>
                    <input
                      id={inputId}
                      name={field.key}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={values[field.key] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                    />
                    <span className={styles.suffix} aria-hidden="true">
                      {field.kind === 'angle' ? '°' : unit}
                    </span>
                  </div>
                </Field>
              );
            })}
          </div>
          <p className={styles.hint}>
            {t('zeroHint')}
            {def.fields.some((f) => f.kind === 'angle') && t('angleHint')}
          </p>
        </fieldset>
      </form>

      <div className={styles.result}>
        <ShapeIllustration shape={shape} />
        <div role="status" className={styles.areaResult}>
          <span className={styles.areaLabel}>{t('area')}</span> <strong>{area}</strong>
        </div>
      </div>
    </div>
  );
}
