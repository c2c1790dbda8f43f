import type { ReactNode } from 'react';
import styles from './Festivals.module.scss';

// The festival pages' three-column table: what (a festival, or a city) as the row's header, its date
// and its muhurta. On a phone the stylesheet stacks each row and shows the columns' labels beside them.

export interface DayRow {
  key: string;
  head: ReactNode;
  date: ReactNode;
  muhurta: string;
}

interface Props {
  /** The first column's heading, and the date and muhurta columns' labels. */
  columns: { head: string; date: string; muhurta: string };
  rows: DayRow[];
  testId: string;
}

export default function DayTable({ columns, rows, testId }: Props) {
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{columns.head}</th>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.muhurta}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            <td data-label={columns.date}>{row.date}</td>
            <td data-label={columns.muhurta}>{row.muhurta}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
