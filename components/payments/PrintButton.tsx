'use client';

/** Opens the browser's print dialog (the receipt has a print stylesheet). */
export default function PrintButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className ?? 'btn btn-outline'} onClick={() => window.print()}>
      {label}
    </button>
  );
}
