import type { ReactNode } from 'react';
import styles from './Admin.module.scss';
import ColumnHeads from '@/components/ui/ColumnHeads';

/**
 * A console table: column headings, then the rows given as children. Each cell should carry
 * `data-label` (its column's heading): at phone width a row becomes a card of labelled lines.
 */
export default function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A moment as staff in India read it (the console's times are all Indian Standard Time). */
export function formatWhen(iso: string): string {
  return IST.format(new Date(iso));
}
