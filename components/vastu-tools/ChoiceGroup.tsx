import styles from './VastuTools.module.scss';

interface Props<T extends string> {
  legend: string;
  /** The radio group's name; unique on the page. */
  name: string;
  options: readonly { readonly id: T; readonly label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/**
 * A single choice as native radio buttons in a fieldset: the legend names the group, arrow keys
 * move between the options, and each option is a large, labelled target.
 */
export default function ChoiceGroup<T extends string>({ legend, name, options, value, onChange, disabled }: Props<T>) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.id} className={styles.option}>
            <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
