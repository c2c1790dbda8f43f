import type { ReactNode } from 'react';
import accountStyles from '@/components/account/Account.module.scss';
import { formatRupees } from '@/lib/consultations/services';
import type { GstSplit } from '@/lib/invoices/gst';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Payments.module.scss';

interface Props {
  /** The rows above the amount: booking, service, payment... */
  rows: [label: string, value: ReactNode][];
  gst: GstSplit;
  /** "Total" or "Amount paid"; ", GST included" is added when there is GST. */
  totalLabel: string;
  /** Lets a button name the amount it pays (aria-describedby). */
  totalId?: string;
  locale?: Locale;
}

/** A payment's facts and its amount, with the GST inside it split out as the business configures (GST_PERCENT). */
export default function PaymentSummary({ rows, gst, totalLabel, totalId, locale = 'en' }: Props) {
  const words = catalogue(locale).Payment;
  const withGst = gst.gstPaise > 0;
  const all: [string, ReactNode][] = [
    ...rows,
    ...(withGst
      ? ([
          [words.priceBeforeGst, formatRupees(gst.taxablePaise)],
          [fill(words.gst, { percent: gst.gstPercent }), formatRupees(gst.gstPaise)],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <dl className={`card ${accountStyles.details}`}>
      {all.map(([label, value]) => (
        <div key={label} className={accountStyles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${accountStyles.row} ${styles.total}`}>
        <dt>{withGst ? fill(words.gstIncluded, { label: totalLabel }) : totalLabel}</dt>
        <dd id={totalId}>{formatRupees(gst.totalPaise)}</dd>
      </div>
    </dl>
  );
}
