import type { Metadata } from 'next';
import FeaturedExpertsEditor from '@/components/admin-content/FeaturedExpertsEditor';
import Link from '@/components/ui/IntentLink';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listFeaturedExpertChoices } from '@/lib/server/services/featured-experts';

export const metadata: Metadata = { title: 'Our experts page', robots: { index: false } };

export default async function AdminOurExpertsPage() {
  await requireStaffPage(CONTENT_STAFF);
  const choices = await listFeaturedExpertChoices();
  return (
    <>
      <h1>Our experts page</h1>
      <p>
        Choose which published experts appear first on <Link href="/ourexpert">Our Experts</Link>, and in what order. Visitors can book each of them. Only
        published profiles can be chosen; an expert who is unpublished leaves the page at once. The team introduced below them stays as it is.
      </p>
      <FeaturedExpertsEditor initial={choices} />
    </>
  );
}
