import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/login', '/otp', '/profile', '/bookings', '/join/', '/admin'] }],
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
