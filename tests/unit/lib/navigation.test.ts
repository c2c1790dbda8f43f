/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { servicePages } from '@/content/services';
import { accountLinks, faqLinks, footerGroups, linkedToolGroups, mainLinks, publicPages, toolGroups } from '@/lib/navigation';

const appDir = path.resolve(__dirname, '../../../app');

/** Values a dynamic route folder actually serves (those routes set dynamicParams = false). */
const knownParams: Record<string, readonly string[]> = {
  'services/[slug]': servicePages.map((s) => s.slug),
};

function entries(dir: string): fs.Dirent[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
}

/**
 * The app/ page file that serves a site path, or null for a dead link. Folder names are compared
 * exactly (URLs are case-sensitive even where the file system is not); route groups "(name)" and
 * the language segment "[locale]" (English paths carry no prefix) are transparent; a dynamic folder "[param]" matches only the values listed in knownParams.
 */
function pageFileFor(href: string): string | null {
  expect(href).toMatch(/^\/(?:[^/?#\s]+(?:\/[^/?#\s]+)*)?$/);
  const segments = href.split('/').filter(Boolean);

  function walk(dir: string, rel: string[], rest: string[]): string | null {
    const children = entries(dir).filter((e) => e.isDirectory());
    if (rest.length === 0) {
      if (entries(dir).some((e) => e.isFile() && e.name === 'page.tsx')) return path.join(dir, 'page.tsx');
    } else {
      const [head, ...tail] = rest;
      const exact = children.find((c) => c.name === head);
      if (exact) {
        const found = walk(path.join(dir, exact.name), [...rel, exact.name], tail);
        if (found) return found;
      }
      for (const dyn of children.filter((c) => /^\[[^.\]]+\]$/.test(c.name))) {
        const key = [...rel, dyn.name].join('/');
        if (knownParams[key]?.includes(head!)) {
          const found = walk(path.join(dir, dyn.name), [...rel, dyn.name], tail);
          if (found) return found;
        }
      }
    }
    for (const group of children.filter((c) => /^\(.+\)$/.test(c.name) || c.name === '[locale]')) {
      const found = walk(path.join(dir, group.name), rel, rest);
      if (found) return found;
    }
    return null;
  }

  return walk(appDir, [], segments);
}

const rel = (file: string | null) => (file ? path.relative(path.dirname(appDir), file).split(path.sep).join('/') : null);

describe('route resolver used by these tests', () => {
  it('maps / to app/[locale]/page.tsx and rejects paths that have no page', () => {
    expect(rel(pageFileFor('/'))).toBe('app/[locale]/page.tsx');
    expect(pageFileFor('/no-such-page')).toBeNull();
    expect(pageFileFor('/services/no-such-service')).toBeNull();
    expect(pageFileFor('/MatchMaking')).toBeNull(); // wrong case is a different URL
    expect(pageFileFor('/join')).toBeNull(); // a folder without page.tsx is not a page
  });

  it('serves /services/<slug> from the dynamic service page', () => {
    expect(rel(pageFileFor('/services/home-vastu'))).toBe('app/[locale]/services/[slug]/page.tsx');
  });
});

describe('site links lead to real pages (no dead links)', () => {
  const linkSets: [string, { href: string }[]][] = [
    ['mainLinks', mainLinks],
    ['faqLinks', faqLinks],
    ['toolGroups (linked)', linkedToolGroups().flatMap((g) => g.links)],
    ['accountLinks', accountLinks],
    ['footerGroups', footerGroups.flatMap((g) => g.links)],
    ['publicPages', publicPages.map((p) => ({ href: p.path }))],
  ];

  it.each(linkSets)('%s: every href has a page.tsx under app/', (_name, links) => {
    expect(links.length).toBeGreaterThan(0);
    const dead = links.map((l) => l.href).filter((href) => pageFileFor(href) === null);
    expect(dead).toEqual([]);
  });

  it.each(linkSets)('%s: no href is listed twice', (_name, links) => {
    const hrefs = links.map((l) => l.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('links to matchmaking by its canonical route /matchMaking', () => {
    expect(toolGroups.flatMap((g) => g.links)).toContainEqual({ href: '/matchMaking', label: 'Match Making' });
  });

  it('lists planned tools only until their page exists (then drop `planned`, and the header links them)', () => {
    const planned = toolGroups.flatMap((g) => g.links).filter((l) => l.planned);
    expect(planned.filter((l) => pageFileFor(l.href) !== null).map((l) => l.href)).toEqual([]);
    const linked = linkedToolGroups().flatMap((g) => g.links.map((l) => l.href));
    for (const l of planned) expect(linked).not.toContain(l.href);
  });

  it('lists every tool once across the groups', () => {
    const hrefs = toolGroups.flatMap((g) => g.links.map((l) => l.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('lists every service page in the sitemap pages', () => {
    const paths = publicPages.map((p) => p.path);
    for (const s of servicePages) expect(paths).toContain(`/services/${s.slug}`);
  });

  it('gives sitemap priorities between 0 and 1, with the home page highest', () => {
    for (const p of publicPages) {
      expect(p.priority).toBeGreaterThan(0);
      expect(p.priority).toBeLessThanOrEqual(1);
    }
    expect(publicPages.find((p) => p.path === '/')?.priority).toBe(1);
  });

  it('leaves the expert directory to the sitemap, which lists it once with the pages of the team and of the published experts', () => {
    expect(publicPages.map((p) => p.path)).not.toContain('/astrologers');
  });

  it('keeps account pages out of the public sitemap', () => {
    const paths = publicPages.map((p) => p.path);
    for (const l of accountLinks) expect(paths).not.toContain(l.href);
  });
});

describe('every route of the SPEC has a page', () => {
  const specRoutes = [
    '/', '/login', '/otp', '/astrologers', '/ourexpert', '/contact', '/privacy-policy', '/term-condition',
    '/about-us', '/blogs', '/services', '/faqs', '/vastu-faqs', '/kundli', '/matchMaking', '/luckyNumber',
    '/horoscope', '/services/home-vastu', '/services/business-vastu', '/services/astrology-consultation',
    '/services/personality-reports', '/profile', '/cost-calculator', '/measurement-converter', '/vastu-tips',
    '/partner-with-us', '/join-as-astrologer', '/collaboration-franchise', '/advertise-with-us',
    '/join/register-astrologer', '/join/astrologer', '/join/vastuastrologer', '/bookings',
  ];

  it.each(specRoutes)('%s', (route) => {
    expect(pageFileFor(route)).not.toBeNull();
  });

  it('has exactly the four service pages of the SPEC', () => {
    expect(servicePages.map((s) => s.slug).sort()).toEqual(
      ['astrology-consultation', 'business-vastu', 'home-vastu', 'personality-reports'],
    );
  });
});
