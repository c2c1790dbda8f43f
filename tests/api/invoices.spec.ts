import { test, expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { asAdmin } from '../support/admin';
import { signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { bookableDate, payInTestMode } from '../support/payments';

// Issue 24, the customer's records: the name and state asked once, the booking's short number,
// the GST tax invoice issued with the payment (gap-free numbers per financial year) and the
// credit note of a refund. The main test server sets GSTIN; BUSINESS_STATE is Haryana (06).

type Customer = { request: APIRequestContext; headers: Record<string, string>; mobile: string };

interface Booking {
  _id: string;
  number: string;
  status: string;
  invoice: { number: string; href: string } | null;
  creditNote: { number: string; href: string } | null;
}

async function customer(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Customer> {
  const request = await playwright.request.newContext({ baseURL });
  const { headers, mobile } = await signIn(request, baseURL);
  return { request, headers, mobile };
}

/** The Professional Vastu Check (₹5,100), with the name and state when given. */
async function book(c: Customer, who: { customerName?: string; customerState?: string } = {}): Promise<Booking> {
  const res = await c.request.post('/api/bookings', {
    headers: c.headers,
    data: { serviceSlug: 'professional-vastu-check', preferredDate: bookableDate(), timeWindow: 'morning', details: { address: '14 Lodhi Road', city: 'New Delhi', propertyType: 'flat' }, ...who },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as Booking;
}

async function bookingOf(c: Customer, id: string): Promise<Booking> {
  const res = await c.request.get(`/api/bookings/${id}`, { headers: c.headers });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Booking;
}

async function pdfOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toMatch(/private, no-store/);
  return pdfText(await res.body());
}

const BOOKING_NUMBER = /^AVK-\d{4}-\d{4,}$/;
const INVOICE_NUMBER = /^INV\/\d{2}-\d{2}\/\d{5}$/;

test.describe('the customer’s records', () => {
  test('a booking has a short number, and its paid invoice shows every field of a GST tax invoice (IGST to another state)', async ({ playwright, baseURL }) => {
    const c = await customer(playwright, baseURL!);
    const booking = await book(c, { customerName: 'Asha Verma', customerState: '07' });
    expect(booking.number).toMatch(BOOKING_NUMBER);
    expect(booking.invoice).toBeNull();
    // No invoice before payment.
    expect((await c.request.get(`/api/bookings/${booking._id}/invoice`)).status()).toBe(404);

    await payInTestMode(c.request, c.headers, booking._id);
    const paid = await bookingOf(c, booking._id);
    expect(paid.status).toBe('paid');
    expect(paid.invoice?.number).toMatch(INVOICE_NUMBER);
    expect(paid.invoice?.href).toBe(`/api/bookings/${booking._id}/invoice`);

    const text = await pdfOf(c.request, paid.invoice!.href);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('AstroVastu Kendra');
    expect(text).toContain('SCO 24, Sector 16, Faridabad, Haryana 121002');
    expect(text).toContain('GSTIN: 06ABCDE1234F1Z5');
    expect(text).toContain('State: Haryana (06)');
    expect(text).toContain(`Invoice no.: ${paid.invoice!.number}`);
    expect(text).toMatch(/Date: \d{2} \w{3} \d{4}/);
    expect(text).toContain(`Booking: ${booking.number}`);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain('999799');
    // ₹5,100 including 18% GST: taxable 4,322.03, IGST 777.97 (Delhi is not Haryana).
    // (pdftotext reads the totals' labels and figures as two columns.)
    expect(text).toMatch(/Taxable value IGST @ 18% ₹4,322\.03 ₹777\.97 Total \(GST included\) ₹5,100\.00/);
    expect(text).not.toContain('CGST');
    expect(text).toContain('₹5,100.00');
    expect(text).toContain('Amount in words: Rupees Five Thousand One Hundred Only');
    await c.request.dispose();
  });

  test('a customer in the business’s state is charged CGST and SGST, half each', async ({ playwright, baseURL }) => {
    const c = await customer(playwright, baseURL!);
    const booking = await book(c, { customerName: 'Ravi Kumar', customerState: '06' });
    await payInTestMode(c.request, c.headers, booking._id);
    const text = await pdfOf(c.request, `/api/bookings/${booking._id}/invoice`);
    expect(text).toMatch(/Taxable value CGST @ 9% SGST @ 9% ₹4,322\.03 ₹388\.99 ₹388\.98 Total \(GST included\) ₹5,100\.00/);
    expect(text).not.toContain('IGST @');
    expect(text).toContain('Place of supply: Haryana (06)');
    await c.request.dispose();
  });

  test('only the owner and admins get the invoice: another customer gets 404, a visitor 401', async ({ playwright, baseURL }) => {
    const owner = await customer(playwright, baseURL!);
    const booking = await book(owner, { customerName: 'Meena Iyer', customerState: '29' });
    await payInTestMode(owner.request, owner.headers, booking._id);
    const other = await customer(playwright, baseURL!);
    const theirs = await other.request.get(`/api/bookings/${booking._id}/invoice`);
    expect(theirs.status()).toBe(404);
    expect((await theirs.json()).message).toBe('This booking was not found.');
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(`/api/bookings/${booking._id}/invoice`)).status()).toBe(401);
    const { request: admin } = await asAdmin(playwright, baseURL!);
    expect(await pdfOf(admin, `/api/bookings/${booking._id}/invoice`)).toContain('Meena Iyer');
    for (const ctx of [owner.request, other.request, visitor, admin]) await ctx.dispose();
  });

  test('the name and state are asked once: the first booking keeps them on the account, later ones change nothing', async ({ playwright, baseURL }) => {
    const c = await customer(playwright, baseURL!);
    const me = async () => (await (await c.request.get('/api/users/me')).json()).data as { name: string };
    expect((await me()).name).toBe('');
    const first = await book(c, { customerName: '  Kavya Sharma ', customerState: '07' });
    expect((await me()).name).toBe('Kavya Sharma');
    const second = await book(c, { customerName: 'Somebody Else', customerState: '27' });
    expect((await me()).name).toBe('Kavya Sharma');
    const { request: admin } = await asAdmin(playwright, baseURL!);
    const seen = (await (await admin.get(`/api/admin/bookings/${second._id}`)).json()).booking as { customer: { name: string; state: string } };
    expect(seen.customer).toMatchObject({ name: 'Kavya Sharma', state: 'Delhi (07)' });
    expect(first.number).not.toBe(second.number);
    // A name that is too short, or a state that is not one: 400 with the field's message.
    const bad = await c.request.post('/api/bookings', {
      headers: c.headers,
      data: { serviceSlug: 'professional-vastu-check', preferredDate: bookableDate(), timeWindow: 'morning', details: { address: '14 Lodhi Road', city: 'New Delhi', propertyType: 'flat' }, customerState: '99' },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('Choose your state or union territory');
    await admin.dispose();
    await c.request.dispose();
  });

  test('the console finds a booking by its short number, typed in any case with or without dashes', async ({ playwright, baseURL }) => {
    const c = await customer(playwright, baseURL!);
    const booking = await book(c, { customerName: 'Farhan Ali', customerState: '09' });
    const { request: admin } = await asAdmin(playwright, baseURL!);
    for (const q of [booking.number, booking.number.toLowerCase().replaceAll('-', '')]) {
      const res = await admin.get(`/api/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(res.status(), await res.text()).toBe(200);
      const page = (await res.json()) as { items: Booking[]; total: number };
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ _id: booking._id, number: booking.number });
    }
    await admin.dispose();
    await c.request.dispose();
  });

  test('a refund issues a credit note referencing the invoice', async ({ playwright, baseURL }) => {
    const c = await customer(playwright, baseURL!);
    const booking = await book(c, { customerName: 'Neha Gupta', customerState: '06' });
    await payInTestMode(c.request, c.headers, booking._id);
    const invoice = (await bookingOf(c, booking._id)).invoice!;
    expect((await c.request.get(`/api/bookings/${booking._id}/credit-note`)).status()).toBe(404);
    const { request: admin, headers } = await asAdmin(playwright, baseURL!);
    const refunded = await admin.patch(`/api/admin/bookings/${booking._id}`, { headers, data: { status: 'refunded', note: 'Customer cannot make it' } });
    expect(refunded.status(), await refunded.text()).toBe(200);
    const after = await bookingOf(c, booking._id);
    expect(after.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(after.invoice?.number).toBe(invoice.number);
    const text = await pdfOf(c.request, after.creditNote!.href);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note no.: ${after.creditNote!.number}`);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    expect(text).toContain('Neha Gupta');
    expect(text).toContain('Total credited ₹5,100.00');
    await admin.dispose();
    await c.request.dispose();
  });

  test('20 payments at once get 20 unique invoice numbers, and the year’s numbers have no gap', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const customers = await Promise.all(Array.from({ length: 20 }, () => customer(playwright, baseURL!)));
    const bookings: Booking[] = [];
    for (const [i, c] of customers.entries()) bookings.push(await book(c, { customerName: `Customer ${i + 1}`, customerState: i % 2 ? '06' : '07' }));
    await Promise.all(customers.map((c, i) => payInTestMode(c.request, c.headers, bookings[i]!._id)));

    const numbers = await Promise.all(customers.map(async (c, i) => (await bookingOf(c, bookings[i]!._id)).invoice?.number));
    for (const n of numbers) expect(n).toMatch(INVOICE_NUMBER);
    expect(new Set(numbers).size).toBe(20);

    // Every invoice of the year, read through the console: 1, 2, …, N with none missing. (Other
    // tests may pay meanwhile; a number becomes visible only with its committed invoice, so the
    // listing is read again until it settles.)
    const { request: admin } = await asAdmin(playwright, baseURL!);
    const year = numbers[0]!.split('/')[1];
    const sequencesOfYear = async () => {
      const found: number[] = [];
      for (let page = 1; ; page++) {
        const body = (await (await admin.get(`/api/admin/bookings?page=${page}`)).json()) as { items: Booking[]; total: number; pageSize: number };
        for (const b of body.items) if (b.invoice?.number.split('/')[1] === year) found.push(Number(b.invoice!.number.split('/')[2]));
        if (page * body.pageSize >= body.total) break;
      }
      return found.sort((a, b) => a - b);
    };
    await expect
      .poll(async () => {
        const seqs = await sequencesOfYear();
        return seqs.every((n, i) => n === i + 1) && seqs.length >= 20;
      }, { timeout: 60_000 })
      .toBe(true);
    await admin.dispose();
    for (const c of customers) await c.request.dispose();
  });
});
