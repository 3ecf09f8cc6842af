import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// D167: NODE_ENV=production refuses to start without a mail transport or its public address, before it
// opens a database or a port, and says which variable to set.
const dataDir = mkdtempSync(join(tmpdir(), 'rinkside-production-start-'));
const port = 3450 + Math.floor(Math.random() * 40);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts server/main.ts as a production operator would, and answers its exit code and what it printed. */
function start(extra: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Empty counts as unset, and keeps a developer's .env from filling these in.
    SMTP_URL: '',
    APP_URL: '',
    STRIPE_SECRET_KEY: '',
    TEST_CHECKOUT: '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.concurrent('a production start with a missing setting', () => {
  it('exits 1 without SMTP_URL, naming SMTP_URL and what to set', async () => {
    const { code, output } = await start({ APP_URL: 'https://rinkside.example' });
    expect(code).toBe(1);
    expect(output).toContain('SMTP_URL: required when NODE_ENV=production');
    expect(output).toMatch(/smtps?:\/\//);
    expect(output).not.toContain('APP_URL: required');
    expect(output).not.toContain('listening');
  }, 90_000);

  it('exits 1 without APP_URL, naming APP_URL', async () => {
    const { code, output } = await start({ SMTP_URL: 'smtp://127.0.0.1:25' });
    expect(code).toBe(1);
    expect(output).toContain('APP_URL: required when NODE_ENV=production');
    expect(output).not.toContain('SMTP_URL: required');
  }, 90_000);
});
