import styles from './Admin.module.scss';

/** A console list's "Show" filter: one select sent as a plain GET form, so it works without JavaScript. */
export default function ShowFilter({ action, id, name, value, options }: { action: string; id: string; name: string; value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <form method="get" action={action} className={styles.toolbar}>
      <div className="form-field">
        <label htmlFor={id}>Show</label>
        <select id={id} name={name} defaultValue={value}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        Filter
      </button>
    </form>
  );
}
