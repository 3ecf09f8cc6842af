/**
 * Screenshots of the main screens at phone and desktop widths in both themes, for looking at.
 * Usage: start the app, then `tsx scripts/screenshots.ts http://127.0.0.1:3000 out-dir path...`
 * (SHOT_LOGIN=email:password signs in first; SHOT_WAIT=ms waits longer after each load on a busy machine)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

const [base = 'http://127.0.0.1:3000', out = '.tmp/shots', ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ['/', '/login', '/register'];
const login = process.env.SHOT_LOGIN;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const theme of ['dark', 'light']) {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    if (login) {
      const [email, password] = login.split(':');
      await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
    }
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForLoadState('load');
      await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 800));
      const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${label}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: label !== 'desktop' });
    }
    await context.close();
  }
}
await browser.close();
console.log('screenshots in', out);
