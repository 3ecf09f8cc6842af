import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** deploy/haproxy.cfg, which `npm run bench:cluster` runs (D193, D194). */
const CONFIG = join(import.meta.dirname, '..', 'deploy', 'haproxy.cfg');
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
const text = readFileSync(CONFIG, 'utf8');
/** The directives, without comments. */
const lines = text
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean);

describe('deploy/haproxy.cfg', () => {
  it.skipIf(!HAPROXY)(
    'is a configuration HAProxy accepts, with the bench ports and with its defaults',
    () => {
      const env = {
        ...process.env,
        LB_BIND: '127.0.0.1:3750',
        LB_STATS_BIND: '127.0.0.1:3755',
        APP1: '127.0.0.1:3751',
        APP2: '127.0.0.1:3752',
        APP3: '127.0.0.1:3753',
      };
      expect(execFileSync(HAPROXY!, ['-c', '-f', CONFIG], { env, encoding: 'utf8' })).toContain('valid');
      expect(execFileSync(HAPROXY!, ['-c', '-f', CONFIG], { encoding: 'utf8' })).toContain('valid');
    },
  );

  it('replays only GET and HEAD once a request may have reached the app', () => {
    const retryOn = lines.find((l) => l.startsWith('retry-on '));
    expect(retryOn).toBeDefined();
    // Anything beyond conn-failure can replay a request the app saw: then only reads may be retried.
    if (retryOn !== 'retry-on conn-failure') {
      expect(lines).toContain('http-request disable-l7-retry unless METH_GET');
    }
  });

  it('keeps a client X-Forwarded-For only from the trusted proxy, and adds the address it saw', () => {
    expect(lines).toContain(
      `http-request del-header X-Forwarded-For unless { src "\${LB_TRUSTED_PROXY-127.0.0.1}" }`,
    );
    expect(lines).toContain('option forwardfor');
  });

  it('checks readiness and serves its statistics to the loopback only', () => {
    expect(
      lines.some((l) => l.startsWith(`http-check send meth GET uri "\${LB_CHECK_PATH-/api/health/ready}"`)),
    ).toBe(true);
    expect(lines).toContain('http-request deny unless loopback');
    expect(lines.find((l) => l.startsWith('bind "${LB_STATS_BIND'))).toContain('127.0.0.1');
  });
});
