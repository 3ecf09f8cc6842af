import { describe, expect, it } from 'vitest';
import { cpuShares, cpuSnapshot, parseProcStat, parseWrk, wrkMs } from './bench-kit.ts';

// wrk 4.1's report with --latency (D259), as Debian's wrk prints it.
const REPORT = `Running 2s test @ http://127.0.0.1:4600/api/health
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    62.86ms   64.34ms 355.16ms   86.23%
    Req/Sec   200.32    199.20   745.00     84.21%
  Latency Distribution
     50%  949.00us
     75%   85.19ms
     90%  154.95ms
     99%    1.02s
  407 requests in 2.09s, 360.89KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:    194.82
Transfer/sec:    172.75KB
`;

describe('wrk report', () => {
  it('reads throughput, count, percentiles in ms and every failed answer', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 194.82, total: 407, p50: 0.949, p99: 1020, bad: 9 });
  });

  it('counts nothing bad when wrk reports no errors', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean).bad).toBe(0);
  });

  it('refuses a unit or a report it does not know', () => {
    expect(wrkMs('12.5ms')).toBe(12.5);
    expect(() => wrkMs('12 parsecs')).toThrow(/not understood/);
    expect(() => parseWrk('Segmentation fault')).toThrow(/not understood/);
  });
});

// A PostgreSQL backend's /proc/<pid>/stat (Linux 6): utime 250, stime 40, cutime 7, cstime 3 ticks.
const STAT =
  '4242 (postgres) S 2256 2256 2256 0 -1 4194368 900 0 0 0 250 40 7 3 20 0 1 0 5000 230000000 4000 ' +
  '18446744073709551615 1 1 0 0 0 0 4194304 19935232 84487 0 0 0 17 1 0 0 0 0 0';

describe('the machine CPU by part (D368)', () => {
  it("reads a process's name, its own CPU seconds and its waited-for children's", () => {
    expect(parseProcStat(STAT)).toEqual({ name: 'postgres', own: 2.9, waited: 0.1 });
    // A name may hold spaces and parentheses: the last ")" ends it.
    const odd = STAT.replace('(postgres)', '(tsx (a b))');
    expect(parseProcStat(odd)).toMatchObject({ name: 'tsx (a b)', own: 2.9 });
    expect(() => parseProcStat('4242 (postgres) S 1')).toThrow(/not understood/);
  });

  it.runIf(process.platform === 'linux')("counts this process's own work as the load generator's", () => {
    const before = cpuSnapshot();
    const until = performance.now() + 300;
    let spin = 0;
    while (performance.now() < until) spin++;
    const used = cpuShares(before, cpuSnapshot());
    expect(spin).toBeGreaterThan(0);
    expect(used.seconds).toBeGreaterThanOrEqual(0.3);
    // One busy thread: at most one core (less on a busy machine; ticks are 10 ms, so a margin).
    expect(used.load).toBeGreaterThan(0.1);
    expect(used.load).toBeLessThan(1.5);
    expect(used.app).toBe(0);
  });
});
