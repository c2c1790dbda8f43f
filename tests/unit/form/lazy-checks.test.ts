import { lazyChecks } from '@/components/form/lazy-checks';

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
