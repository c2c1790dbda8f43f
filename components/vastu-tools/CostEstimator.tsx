'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { describedBy, FieldError, Hint, hintId, InputField, SelectField } from '@/components/form/Field';
import { focusField } from '@/components/form/problems';
import Link from '@/components/ui/IntentLink';
import { useHydrated } from '@/components/ui/use-hydrated';
import { estimateBookingPath } from '@/lib/contract/estimate-booking';
import {
  AREA_UNITS,
  DEFAULT_CATEGORY,
  DEFAULT_LEVEL,
  DEFAULT_UNIT,
  PROPERTY_CATEGORIES,
  SERVICE_LEVELS,
  defaultTypeFor,
  estimateVastuFee,
  formatIndianNumber,
  formatInr,
  typesFor,
  validateArea,
  type AreaUnit,
  type FeeEstimate,
  type PropertyCategory,
  type PropertyType,
  type ServiceLevel,
} from '@/lib/vastu/fee-estimator';
import ChoiceGroup from './ChoiceGroup';
import styles from './VastuTools.module.scss';

interface Calculated {
  category: PropertyCategory;
  type: PropertyType;
  level: ServiceLevel;
  area: number;
  unit: AreaUnit;
  estimate: FeeEstimate;
}

const squareFeetIn = (unit: AreaUnit) => formatIndianNumber(AREA_UNITS.find((u) => u.id === unit)!.sqFt, 4);

/**
 * The Vastu consultation fee estimator. Calculate validates the area and shows the estimate
 * with its parts; the result stays as calculated (with the choices it was made for) until the
 * next Calculate or Clear.
 */
export default function CostEstimator() {
  const t = useTranslations('FeeEstimator');
  const id = useId();
  // The controls stay disabled until React has hydrated them, so nothing typed or chosen
  // before then is lost and Calculate never submits the form to the server.
  const off = !useHydrated();
  const [category, setCategory] = useState<PropertyCategory>(DEFAULT_CATEGORY);
  const [type, setType] = useState<PropertyType>(defaultTypeFor(DEFAULT_CATEGORY));
  const [level, setLevel] = useState<ServiceLevel>(DEFAULT_LEVEL);
  const [areaText, setAreaText] = useState('');
  const [unit, setUnit] = useState<AreaUnit>(DEFAULT_UNIT);
  const [result, setResult] = useState<Calculated | null>(null);
  // Each error gets a new key, so the same message after another try is announced again.
  const [error, setError] = useState<{ text: string; seq: number } | null>(null);
  const areaId = `${id}-area`;

  function chooseCategory(next: PropertyCategory) {
    setCategory(next);
    setType(defaultTypeFor(next));
  }

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateArea(areaText);
    if (!checked.ok) {
      setResult(null);
      setError((e) => ({ text: checked.error, seq: (e?.seq ?? 0) + 1 }));
      focusField(areaId);
      return;
    }
    setError(null);
    setResult({ category, type, level, area: checked.area, unit, estimate: estimateVastuFee({ category, level, area: checked.area, unit }) });
  }

  function clear() {
    setCategory(DEFAULT_CATEGORY);
    setType(defaultTypeFor(DEFAULT_CATEGORY));
    setLevel(DEFAULT_LEVEL);
    setAreaText('');
    setUnit(DEFAULT_UNIT);
    setResult(null);
    setError(null);
  }

  // The choices as the page's language names them (the catalogue keys them by the engine's ids).
  const named = <T extends string>(group: 'categories' | 'types' | 'levels', choices: readonly { id: T }[]) => choices.map(({ id }) => ({ id, label: t(`${group}.${id as string}`) }));
  const unitOptions = AREA_UNITS.map((u) => ({ value: u.id, label: t(`units.${u.id}`) }));
  return (
    <div className={`card ${styles.tool}`}>
      <form className={styles.form} onSubmit={calculate} noValidate aria-label={t('formName')}>
        <ChoiceGroup legend={t('categoryLegend')} name="category" options={named('categories', PROPERTY_CATEGORIES)} value={category} onChange={chooseCategory} disabled={off} />
        <ChoiceGroup legend={t('typeLegend')} name="type" options={named('types', typesFor(category))} value={type} onChange={setType} disabled={off} />
        <ChoiceGroup legend={t('levelLegend')} name="level" options={named('levels', SERVICE_LEVELS)} value={level} onChange={setLevel} disabled={off} />

        <fieldset className={styles.group} disabled={off}>
          <legend className={styles.legend}>{t('areaLegend')}</legend>
          <div className={styles.areaRow}>
            {/* The hint and the problem stand under the whole row, linked to the area. */}
            <InputField
              id={areaId}
              label={t('area')}
              name="area"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('areaPlaceholder')}
              value={areaText}
              onChange={(e) => setAreaText(e.target.value)}
              {...describedBy(areaId, { hint: true, error: error?.text })}
            />
            <SelectField id={`${id}-unit`} label={t('unit')} name="unit" options={unitOptions} value={unit} onChange={(e) => setUnit(e.target.value as AreaUnit)} />
          </div>
          <Hint id={hintId(areaId)}>{t('unitHint', { sqm: squareFeetIn('sqm'), gaj: squareFeetIn('gaj') })}</Hint>
          {error && <FieldError key={error.seq} id={areaId} error={error.text} alert className={styles.error} />}
        </fieldset>

        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={off}>
            {t('calculate')}
          </button>
          <button type="button" className="btn btn-outline" onClick={clear} disabled={off}>
            {t('clear')}
          </button>
        </div>
      </form>

      <div role="status" className={styles.result}>
        {result ? <EstimateResult result={result} /> : <p className={styles.placeholder}>{t('placeholder')}</p>}
      </div>
    </div>
  );
}

function EstimateResult({ result }: { result: Calculated }) {
  const t = useTranslations('FeeEstimator');
  const { category, type, level, area, unit, estimate } = result;
  const areaText =
    unit === 'sqft'
      ? t('areaSqFt', { area: formatIndianNumber(area, 2) })
      : t('areaInUnit', { area: formatIndianNumber(area, 2), unit: t(`units.${unit}`), sqFt: formatIndianNumber(estimate.areaSqFt, 2) });
  return (
    <>
      <h2 className={styles.resultTitle}>{t('resultTitle')}</h2>
      <p className={styles.total}>{t.rich('estimatedCost', { total: formatInr(estimate.total), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <dl className={styles.breakdown}>
        <div>
          <dt>{t('property')}</dt>
          <dd>{t('propertyValue', { category: t(`categories.${category}`), type: t(`types.${type}`) })}</dd>
        </div>
        <div>
          <dt>{t('service')}</dt>
          <dd>{t(`levels.${level}`)}</dd>
        </div>
        <div>
          <dt>{t('area')}</dt>
          <dd>{areaText}</dd>
        </div>
        <div>
          <dt>{t('baseRate')}</dt>
          <dd>{t('perSqFt', { rate: formatInr(estimate.baseRate) })}</dd>
        </div>
        <div>
          <dt>{t('areaCost')}</dt>
          <dd>{formatInr(estimate.areaCost)}</dd>
        </div>
        <div>
          <dt>{t('serviceCharge')}</dt>
          <dd>{formatInr(estimate.serviceCharge)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('note')}</p>
      {/* The next step: this consultation, booked with these choices (the server prices it again). */}
      <p className={styles.actions}>
        <Link href={estimateBookingPath({ category, type, level, area, unit })} className="btn">
          {t('book')}
        </Link>
      </p>
    </>
  );
}
