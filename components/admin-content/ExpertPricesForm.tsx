'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { InputField, SelectField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { saveExpertPrices } from '@/lib/client/admin-content-api';
import { formatRupees } from '@/lib/consultations/services';
import { expertPricesUpdateSchema, type ExpertPricesResponse } from '@/lib/contract/experts';

type ExpertPrices = ExpertPricesResponse['data'] & { name: string };

/** Rupees as typed ("2,500" or "2500.50") to paise; what is not a number is left for the schema to refuse. */
const toPaise = (rupees: string) => (rupees.trim() === '' ? null : Math.round(Number(rupees.replace(/,/g, '')) * 100));

/**
 * An expert's own price of each service they offer; an empty field goes back to the catalogue's
 * price. Services priced by area are not listed: each booking's estimate is its price.
 */
export default function ExpertPricesForm({ experts }: { experts: ExpertPrices[] }) {
  const router = useLocaleRouter();
  const [slug, setSlug] = useState(experts[0]?.slug ?? '');
  const expert = experts.find((e) => e.slug === slug);
  const priced = expert?.services.filter((s) => s.slug !== 'vastu-consultation-by-area') ?? [];
  const [typed, setTyped] = useState<Record<string, string>>({});
  const { busy, status, send, show } = useSubmission();
  const key = (service: string) => `${slug}:${service}`;
  const shown = (s: ExpertPrices['services'][number]) => typed[key(s.slug)] ?? (s.own ? String(s.amountPaise / 100) : '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = expertPricesUpdateSchema.safeParse({ prices: priced.map((s) => ({ serviceSlug: s.slug, amountPaise: toPaise(shown(s)) })) });
    if (!checked.success) return show('error', checked.error.issues[0]!.message.replace(/amountPaise must be a whole number of paise from 10000 to 50000000/, 'Each price must be from ₹100 to ₹5,00,000'));
    await send(() => saveExpertPrices(slug, checked.data), {
      accepted: (res) => res.status === 'success',
      success: 'Prices saved. New bookings with this expert are charged them.',
      failed: 'The prices could not be saved. Please try again.',
      onSuccess: () => {
        setTyped({});
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="An expert's prices">
      <SelectField id="price-expert" label="Expert" value={slug} onChange={(e) => setSlug(e.target.value)} options={experts.map((e) => ({ value: e.slug, label: e.name }))} />
      {priced.map((s) => (
        <InputField
          key={key(s.slug)}
          id={`price-${s.slug}`}
          label={`${s.title} (₹)`}
          inputMode="decimal"
          maxLength={12}
          placeholder={`Catalogue: ${formatRupees(s.catalogueAmountPaise)}`}
          hint={`Charged now: ${formatRupees(s.amountPaise)}. Leave empty for the catalogue's price.`}
          value={shown(s)}
          onChange={(e) => setTyped({ ...typed, [key(s.slug)]: e.target.value })}
        />
      ))}
      <button type="submit" className="btn" disabled={busy || !expert}>
        Save prices
      </button>
      <FormStatus status={status} />
    </form>
  );
}
