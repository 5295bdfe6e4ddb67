import {describe, expect, it} from 'vitest';
import {addCpuTime, parseCpuTimes, stealShare} from '../../scripts/bench/hostSteal.mjs';

const stat = (steal: number, idle: number) =>
  `cpu  1000 10 200 ${idle} 5 0 3 ${steal} 40 0\ncpu0 500 5 100 ${idle / 2} 2 0 1 ${steal / 2} 0 0\nintr 1 2 3\n`;

describe('host steal', () => {
  it('reads the aggregate cpu line, without counting guest time twice', () => {
    expect(parseCpuTimes(stat(20, 3000))).toEqual({total: 1000 + 10 + 200 + 3000 + 5 + 0 + 3 + 20, steal: 20});
    expect(parseCpuTimes('intr 1 2 3\n')).toBeUndefined();
  });

  it('gives the stolen share of the time between two reads', () => {
    const before = parseCpuTimes(stat(20, 3000));
    const after = parseCpuTimes(stat(120, 3300));
    expect(stealShare(before, after)).toBeCloseTo(100 / 400);
    expect(stealShare(before, before)).toBe(0);
    expect(stealShare(undefined, after)).toBeUndefined();
  });

  it('sums the time of a row whose runs are spread over the bench run', () => {
    const [a, b, c, d] = [stat(0, 1000), stat(50, 1050), stat(50, 2000), stat(60, 2090)].map(parseCpuTimes);
    const sum = addCpuTime(addCpuTime(undefined, a, b), c, d);
    expect(sum).toEqual({total: 100 + 100, steal: 60});
    expect(stealShare({total: 0, steal: 0}, sum)).toBeCloseTo(0.3);
    expect(addCpuTime(sum, undefined, d)).toBe(sum);
  });
});
