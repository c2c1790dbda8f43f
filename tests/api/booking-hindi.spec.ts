import { expect, test } from '@playwright/test';
import { signIn } from '../support/api-client';
import { bookVastuCheck, payInTestMode } from '../support/payments';

// Issue 26: a paid booking cannot be cancelled online; the answer says how to ask for a refund,
// in the caller's language (the Hindi booking page shows the same words), and exactly as before
// without one.

const PAID_CANCELLATION_HELP =
  'This booking is already paid, so it cannot be cancelled online. To ask for a cancellation and refund, contact us as the Terms and Conditions describe, quoting the booking number.';

test('a paid booking’s cancel is refused in Hindi with the Hindi language, and in today’s English without one', async ({ request, baseURL }) => {
  const { headers } = await signIn(request, baseURL!);
  const booking = await bookVastuCheck(request, headers);
  await payInTestMode(request, headers, booking.id);
  const cancel = (language: Record<string, string>) => request.post(`/api/bookings/${booking.id}/cancel`, { headers: { ...headers, ...language } });

  const english = await cancel({});
  expect(english.status()).toBe(409);
  expect((await english.json()).message).toBe(PAID_CANCELLATION_HELP);

  const hindi = await cancel({ 'Accept-Language': 'hi' });
  expect(hindi.status()).toBe(409);
  expect((await hindi.json()).message).toBe(
    'इस बुकिंग का भुगतान हो चुका है, इसलिए इसे ऑनलाइन रद्द नहीं किया जा सकता। रद्द करने और राशि वापस पाने के लिए नियम और शर्तों में बताए तरीके से बुकिंग संख्या बताते हुए हमसे संपर्क करें।',
  );
});
