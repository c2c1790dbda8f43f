/** @jest-environment node */
import { API_CSP, pageCsp, UPLOAD_CSP } from '@/lib/config/csp.mjs';

const parse = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  const env = { NODE_ENV: 'production' };

  it('with a nonce, runs only scripts that carry it (and what they load)', () => {
    const csp = parse(pageCsp({ nonce: 'abc123', env }));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('without a nonce (cached pages), allows this origin and inline scripts only, never eval', () => {
    const csp = parse(pageCsp({ env }));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('media-src')).toEqual(["'self'"]);
  });

  it('allows Google Maps and Places only when a key is configured, and the configured map and API hosts', () => {
    const csp = parse(pageCsp({ env: { ...env, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'k', NEXT_PUBLIC_MAP_EMBED_URL: 'https://www.google.com/maps/embed?pb=x', NEXT_PUBLIC_API_BASE_URL: 'https://api.example.in/api' } }));
    expect(csp.get('script-src')).toContain('https://maps.googleapis.com');
    expect(csp.get('img-src')).toContain('https://*.gstatic.com');
    expect(csp.get('frame-src')).toContain('https://www.google.com');
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.example.in', 'https://*.googleapis.com']));
  });

  it('allows Razorpay Checkout only when asked for (the pay page with keys), and nothing of it otherwise', () => {
    const pay = parse(pageCsp({ nonce: 'n1', env, razorpay: true }));
    expect(pay.get('script-src')).toEqual(["'self'", "'nonce-n1'", "'strict-dynamic'", 'https://checkout.razorpay.com']);
    expect(pay.get('frame-src')).toEqual(expect.arrayContaining(['https://api.razorpay.com']));
    expect(pay.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.razorpay.com']));
    expect(pageCsp({ nonce: 'n1', env })).not.toMatch(/razorpay/);
    expect(pageCsp({ env })).not.toMatch(/razorpay/);
  });

  it('lets API answers and uploads load nothing', () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(UPLOAD_CSP).toMatch(/^default-src 'none';.*sandbox/);
  });
});
