import { chromium, request as pwRequest } from '@playwright/test';
const base = 'http://127.0.0.1:3871';
const PW = 'Rinkside2025!';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const errors = [];
async function ctx(email, theme, width) {
  const c = await b.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, baseURL: base });
  await c.addCookies([{ name: 'theme', value: theme, url: base }]);
  await c.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (email) {
    const r = await c.request.post('/api/auth/login', { data: { email, password: PW } });
    if (!r.ok()) throw new Error('login ' + email + ' ' + r.status());
  }
  const p = await c.newPage();
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => { if (m.type() === 'error' && !/40[14]/.test(m.text())) errors.push(m.text()); });
  return { c, p };
}
const ready = (p) => p.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
const variants = [];
for (const theme of ['light', 'dark']) for (const width of [390, 1440]) variants.push({ theme, width });
const name = (what, v) => `/work/shots/h7/${what}-${v.width}-${v.theme}.png`;

async function composer(v, what) {
  const { c, p } = await ctx('recruiter@rinkside.demo', v.theme, v.width);
  await p.goto('/player/liam-sullivan-demo'); await ready(p);
  for (let i = 0; i < 10; i++) {
    await p.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
    try { await p.getByRole('dialog').waitFor({ timeout: 1000 }); break; } catch {}
  }
  await p.waitForTimeout(1200);
  if (what === 'composer-allowed') await p.getByLabel('Your message').fill('Hi Liam, I coach at Northern Lakes University. Our summer camp details are at https://www.northernlakes.example/camp.');
  await p.screenshot({ path: name(what, v) });
  await c.close();
}
const mode = process.argv[2];
if (mode === 'refused') for (const v of variants) await composer(v, 'composer-refused');
if (mode === 'allowed') for (const v of variants) await composer(v, 'composer-allowed');
if (mode === 'inbox') {
  for (const v of variants) {
    const { c, p } = await ctx('parent@rinkside.demo', v.theme, v.width);
    await p.goto('/messages'); await ready(p); await p.waitForTimeout(800);
    await p.screenshot({ path: name('inbox-parent', v) });
    await p.goto(process.argv[3]); await ready(p); await p.waitForTimeout(1000);
    await p.screenshot({ path: name('thread-parent', v), fullPage: true });
    await p.goto('/parent/dashboard?tab=coparents'); await ready(p); await p.waitForTimeout(1000);
    const card = p.locator('[data-slot="recruiter-contact-card"]').first();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: name('guardian-card', v) });
    await c.close();
  }
}
if (mode === 'empty') {
  for (const v of variants) {
    const { c, p } = await ctx(process.argv[3], v.theme, v.width);
    await p.goto('/messages'); await ready(p); await p.waitForTimeout(800);
    await p.screenshot({ path: name('inbox-empty-' + process.argv[3].split('@')[0], v) });
    if (v.width === 390) { await p.getByRole('button', { name: 'Open menu' }).click(); await p.waitForTimeout(600); await p.screenshot({ path: name('mobile-menu-' + process.argv[3].split('@')[0], v) }); }
    await c.close();
  }
}
if (mode === 'account') {
  for (const v of variants) {
    const { c, p } = await ctx('recruiter@rinkside.demo', v.theme, v.width);
    await p.goto('/account'); await ready(p); await p.waitForTimeout(800);
    await p.screenshot({ path: name('recruiter-account', v) });
    await c.close();
  }
}
console.log('errors', errors);
await b.close();
