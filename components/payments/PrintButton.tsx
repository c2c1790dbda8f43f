'use client';

/** Opens the browser's print dialog (the receipt has a print stylesheet). */
export default function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className ?? 'btn btn-outline'} onClick={() => window.print()}>
      Print receipt
    </button>
  );
}
