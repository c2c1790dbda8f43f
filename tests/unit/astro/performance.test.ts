/** @jest-environment node */
import { computeChart } from '@/lib/astro';
import { birthMomentOf, loadReferenceCases } from './reference-cases';

describe('performance', () => {
  it('computes a full chart in well under a millisecond', () => {
    const inputs = loadReferenceCases().map(birthMomentOf);
    for (let k = 0; k < 3; k++) for (const m of inputs) computeChart(m); // warm up the JIT
    const rounds = 5;
    const start = process.hrtime.bigint();
    for (let k = 0; k < rounds; k++) for (const m of inputs) computeChart(m);
    const micros = Number(process.hrtime.bigint() - start) / 1000 / (rounds * inputs.length);
    console.log(`computeChart: ${micros.toFixed(0)} µs per chart (mean over ${rounds * inputs.length})`);
    // Generous bound so that a busy CI machine does not fail the suite; the printed figure is the measure.
    expect(micros).toBeLessThan(5000);
  });
});
