import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Area Calculator',
  description: 'Calculate the area of a square, rectangle, triangle, circle, trapezoid, ellipse, sector or octagon in any unit.',
  path: '/measurement-converter',
});

export default function Page() {
  return (
    <PageShell
      title="Area Calculator"
      intro="Pick a shape and a unit, enter its dimensions, and the area updates as you type."
      status="The area calculator opens shortly."
      related={[{ href: '/vastu-tips', label: 'Vastu tips' }, { href: '/cost-calculator', label: 'Vastu cost estimator' }]}
    />
  );
}
