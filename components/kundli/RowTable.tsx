import styles from './KundliResult.module.scss';
import ColumnHeads from '@/components/ui/ColumnHeads';

/**
 * A table of one row per graha: the first cell of each row is its header. On a phone each row becomes a card whose
 * cells carry their column's name (data-label), so it never scrolls sideways.
 */
export default function RowTable({ caption, label, columns, rows }: { caption?: string; label?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table className={styles.table} aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <ColumnHeads columns={columns} />
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.map((cell, i) => (
              <td key={columns[i + 1]} data-label={columns[i + 1]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
