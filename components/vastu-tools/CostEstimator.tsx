'use client';
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
  ESTIMATE_NOTE,
  PROPERTY_CATEGORIES,
  SERVICE_LEVELS,
  defaultTypeFor,
  estimateVastuFee,
  formatIndianNumber,
  formatInr,
  labelOf,
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

const unitLabel = (unit: AreaUnit) => AREA_UNITS.find((u) => u.id === unit)?.label ?? unit;
const UNIT_OPTIONS = AREA_UNITS.map((u) => ({ value: u.id, label: u.label }));

/**
 * The Vastu consultation fee estimator. Calculate validates the area and shows the estimate
 * with its parts; the result stays as calculated (with the choices it was made for) until the
 * next Calculate or Clear.
 */
export default function CostEstimator() {
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

  return (
    <div className={`card ${styles.tool}`}>
      <form className={styles.form} onSubmit={calculate} noValidate aria-label="Vastu cost estimator">
        <ChoiceGroup legend="Property category" name="category" options={PROPERTY_CATEGORIES} value={category} onChange={chooseCategory} disabled={off} />
        <ChoiceGroup legend="Property type" name="type" options={typesFor(category)} value={type} onChange={setType} disabled={off} />
        <ChoiceGroup legend="Service level" name="level" options={SERVICE_LEVELS} value={level} onChange={setLevel} disabled={off} />

        <fieldset className={styles.group} disabled={off}>
          <legend className={styles.legend}>Property area</legend>
          <div className={styles.areaRow}>
            {/* The hint and the problem stand under the whole row, linked to the area. */}
            <InputField
              id={areaId}
              label="Area"
              name="area"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 1200"
              value={areaText}
              onChange={(e) => setAreaText(e.target.value)}
              {...describedBy(areaId, { hint: true, error: error?.text })}
            />
            <SelectField id={`${id}-unit`} label="Unit" name="unit" options={UNIT_OPTIONS} value={unit} onChange={(e) => setUnit(e.target.value as AreaUnit)} />
          </div>
          <Hint id={hintId(areaId)}>1 sq m = 10.7639 sq ft; 1 gaj = 9 sq ft.</Hint>
          {error && <FieldError key={error.seq} id={areaId} error={error.text} alert className={styles.error} />}
        </fieldset>

        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={off}>
            Calculate
          </button>
          <button type="button" className="btn btn-outline" onClick={clear} disabled={off}>
            Clear
          </button>
        </div>
      </form>

      <div role="status" className={styles.result}>
        {result ? <EstimateResult result={result} /> : <p className={styles.placeholder}>Choose your property, the service level and the area, then press Calculate to see the estimated cost.</p>}
      </div>
    </div>
  );
}

function EstimateResult({ result }: { result: Calculated }) {
  const { category, type, level, area, unit, estimate } = result;
  const areaText =
    unit === 'sqft'
      ? `${formatIndianNumber(area, 2)} sq ft`
      : `${formatIndianNumber(area, 2)} ${unitLabel(unit)} (${formatIndianNumber(estimate.areaSqFt, 2)} sq ft)`;
  return (
    <>
      <h2 className={styles.resultTitle}>Your estimate</h2>
      <p className={styles.total}>
        Estimated cost: <strong>{formatInr(estimate.total)}</strong>
      </p>
      <dl className={styles.breakdown}>
        <div>
          <dt>Property</dt>
          <dd>
            {labelOf(PROPERTY_CATEGORIES, category)}, {labelOf(typesFor(category), type)}
          </dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{labelOf(SERVICE_LEVELS, level)}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{areaText}</dd>
        </div>
        <div>
          <dt>Base rate</dt>
          <dd>{formatInr(estimate.baseRate)} per sq ft</dd>
        </div>
        <div>
          <dt>Area cost</dt>
          <dd>{formatInr(estimate.areaCost)}</dd>
        </div>
        <div>
          <dt>Service charge</dt>
          <dd>{formatInr(estimate.serviceCharge)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{ESTIMATE_NOTE}</p>
      {/* The next step: this consultation, booked with these choices (the server prices it again). */}
      <p className={styles.actions}>
        <Link href={estimateBookingPath({ category, type, level, area, unit })} className="btn">
          Book this consultation
        </Link>
      </p>
    </>
  );
}
