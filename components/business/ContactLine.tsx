import type { ContactDetails } from '@/content/business';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';

type Subject = keyof ReturnType<typeof catalogue>['Business']['subjects'];

/** A catalogue text around one `{name}` placeholder, for putting an element in its place. */
const around = (text: string, name: string) => text.split(`{${name}}`) as [string, string?];

/** "Write to us at … or call …" with real mailto/tel links, in the page's language. */
export default function ContactLine({ contact, subject, locale }: { contact: ContactDetails; subject: Subject; locale: Locale }) {
  const t = catalogue(locale).Business;
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(t.subjects[subject])}`;
  const [beforeEmail, afterEmail] = around(t.writeToUs, 'email');
  const [beforePhone, afterPhone] = around(t.orCall, 'phone');
  return (
    <p>
      {beforeEmail}
      <a href={mailto}>{contact.email}</a>
      {afterEmail}
      {contact.phone && (
        <>
          {beforePhone}
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
          {afterPhone}
        </>
      )}
      {t.end}
    </p>
  );
}
