/** @jest-environment node */
import { consoleDeliveryProblem } from '@/lib/server/delivery';

// Finding 11: a production server must not print codes to its log unless told to.
describe('starting with codes printed instead of sent', () => {
  const printing = { sms: { provider: 'console' as const }, smtpUrl: undefined, allowConsoleDelivery: false };
  const delivering = { sms: { provider: 'msg91' as const, authKey: 'k', templateId: 't', noticeTemplateId: undefined, baseUrl: 'https://control.msg91.com/' }, smtpUrl: 'smtps://u:p@smtp.example.in:465', allowConsoleDelivery: false };

  it('is refused in production, with a message saying how to configure delivery or allow it', () => {
    const problem = consoleDeliveryProblem(printing, 'production');
    expect(problem).toMatch(/Refusing to start: SMS and e-mail codes would be printed/);
    expect(problem).toMatch(/SMS_PROVIDER=msg91/);
    expect(problem).toMatch(/SMTP_URL/);
    expect(problem).toMatch(/ALLOW_CONSOLE_DELIVERY=true/);
  });

  it('is refused when only one kind of code would be printed', () => {
    expect(consoleDeliveryProblem({ ...delivering, smtpUrl: undefined }, 'production')).toMatch(/Refusing to start: e-mail codes/);
    expect(consoleDeliveryProblem({ ...delivering, sms: { provider: 'console' } }, 'production')).toMatch(/Refusing to start: SMS codes/);
  });

  it('is allowed when explicitly allowed (npm start, test servers), outside production, or with real delivery', () => {
    expect(consoleDeliveryProblem({ ...printing, allowConsoleDelivery: true }, 'production')).toBeNull();
    expect(consoleDeliveryProblem(printing, 'development')).toBeNull();
    expect(consoleDeliveryProblem(delivering, 'production')).toBeNull();
  });
});
