import { CHECKS_UNAVAILABLE, lazyChecks } from '@/components/form/lazy-checks';

describe('lazyChecks', () => {
  it('loads the module once, however often it is warmed and loaded', async () => {
    const load = jest.fn(async () => ({ schema: 'checks' }));
    const checks = lazyChecks(load);
    expect(load).not.toHaveBeenCalled();
    checks.warm();
    checks.warm();
    await expect(checks.load()).resolves.toEqual({ schema: 'checks' });
    await checks.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (the connection came back)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ schema: 'checks' });
    const checks = lazyChecks(load);
    checks.warm(); // a failed warm-up is silent
    await expect(checks.load()).rejects.toThrow('offline');
    await expect(checks.load()).resolves.toEqual({ schema: 'checks' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyChecks: loadOrSay', () => {
  it('gives the module, or says the checks are unavailable and gives null', async () => {
    const show = jest.fn();
    const offline = lazyChecks(() => Promise.reject(new Error('offline')));
    await expect(offline.loadOrSay(show)).resolves.toBeNull();
    expect(show).toHaveBeenCalledWith('error', CHECKS_UNAVAILABLE);

    const online = lazyChecks(async () => ({ schema: 'checks' }));
    await expect(online.loadOrSay(show)).resolves.toEqual({ schema: 'checks' });
    expect(show).toHaveBeenCalledTimes(1);
  });
});
