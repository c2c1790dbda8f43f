import { formatGunas, GUNA_MINIMUM, matchBandLine, verdictBand } from '@/lib/astro/guna-bands';

describe('Guna Milan bands', () => {
  it('writes totals as families read them: halves kept, whole numbers plain', () => {
    expect(formatGunas(15.5)).toBe('15.5');
    expect(formatGunas(18)).toBe('18');
    expect(formatGunas(0)).toBe('0');
  });

  it('names the band of a total and the accepted minimum of 18', () => {
    expect(GUNA_MINIMUM).toBe(18);
    expect(matchBandLine(17.5)).toBe('Below 18: not traditionally recommended. 18 or more is generally accepted.');
    expect(matchBandLine(18)).toBe('Average (18 to 24.5). 18 or more is generally accepted.');
    expect(matchBandLine(25)).toMatch(/^Good \(25 to 32\.5\)\./);
    expect(matchBandLine(33)).toMatch(/^Excellent \(33 or more\)\./);
    expect([17.5, 18, 24.5, 25, 32.5, 33].map(verdictBand)).toEqual(['not-recommended', 'average', 'average', 'good', 'good', 'excellent']);
  });
});
