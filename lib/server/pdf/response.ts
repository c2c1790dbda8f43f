import 'server-only';

/** "Asha Verma" → "asha-verma"; letters outside ASCII are dropped from the plain file name. */
function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * A PDF answered as a download. Private and never stored by caches: it holds birth details.
 * The file name carries the report's subject (in the header only, never in a URL or a log).
 */
export function pdfAttachment(pdf: Buffer, kind: string, subject: string): Response {
  const slug = asciiSlug(subject);
  const plain = slug ? `${kind}-${slug}.pdf` : `${kind}.pdf`;
  const full = `${kind}-${subject.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim().slice(0, 80)}.pdf`;
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(full)}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
