import Link from '@/components/ui/IntentLink';
import type { NavLink } from '@/lib/navigation';

/** A menu's links as list items (the caller brings the list), each with the given link style. */
export default function NavLinkItems({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return links.map((l) => (
    <li key={l.href}>
      <Link href={l.href} className={className}>
        {l.label}
      </Link>
    </li>
  ));
}
