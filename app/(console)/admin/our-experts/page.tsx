import type { Metadata } from 'next';
import ExpertPricesForm from '@/components/admin-content/ExpertPricesForm';
import FeaturedExpertsEditor from '@/components/admin-content/FeaturedExpertsEditor';
import Link from '@/components/ui/IntentLink';
import { ADMIN_ONLY, CONTENT_STAFF, hasAnyRole } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listExpertPrices } from '@/lib/server/services/experts';
import { listFeaturedExpertChoices } from '@/lib/server/services/featured-experts';

export const metadata: Metadata = { title: 'Our experts page', robots: { index: false } };

export default async function AdminOurExpertsPage() {
  const staff = await requireStaffPage(CONTENT_STAFF);
  const choices = await listFeaturedExpertChoices();
  // Prices are money: only an admin sees and sets them (the API checks it too).
  const prices = hasAnyRole(staff.roles, ADMIN_ONLY) ? await listExpertPrices() : null;
  return (
    <>
      <h1>Our experts page</h1>
      <p>
        Choose which published experts appear first on <Link href="/ourexpert">Our Experts</Link>, and in what order. Visitors can book each of them. Only
        published profiles can be chosen; an expert who is unpublished leaves the page at once. The team introduced below them stays as it is.
      </p>
      <FeaturedExpertsEditor initial={choices} />
      {prices && (
        <section aria-labelledby="expert-prices">
          <h2 id="expert-prices">Prices of an expert</h2>
          <p>An expert&apos;s own price of a service replaces the catalogue&apos;s for bookings made from now on. Every change is in the audit log.</p>
          <ExpertPricesForm experts={prices} />
        </section>
      )}
    </>
  );
}
