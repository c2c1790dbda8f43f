import type { ContactDetails } from '@/content/business';

/** "Write to us at … or call …" with real mailto/tel links. */
export default function ContactLine({ contact, subject }: { contact: ContactDetails; subject: string }) {
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <p>
      Write to us at <a href={mailto}>{contact.email}</a>
      {contact.phone && (
        <>
          {' '}
          or call <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </>
      )}
      .
    </p>
  );
}
