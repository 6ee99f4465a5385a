import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3304';
const out = '/tmp/firstday-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function token(email, password) {
  const ctx = await browser.newContext();
  const r = await ctx.request.post(base + '/api/auth/login', { data: { email, password } });
  const t = (await r.json()).token; await ctx.close(); return t;
}
const priya = await token('priya@arogya.health', 'Patient@123');
const mehta = await token('dr.mehta@arogya.health', 'Doctor@123');
const only = process.argv[2];
const shots = [
  ['login', null, '/login', async (p) => { await p.getByRole('region', { name: 'Demo accounts' }).waitFor(); }],
  ['forgot-sent', null, '/forgot-password', async (p) => { await p.locator('input[name="email"]').fill('priya@arogya.health'); await p.getByRole('button', { name: 'Send Reset Link' }).click(); await p.getByRole('link', { name: 'Open the development mailbox' }).waitFor(); }],
  ['mailbox', null, '/dev/mailbox', async (p) => { await p.getByRole('heading', { name: 'Development mailbox' }).waitFor(); }],
  ['dashboard', priya, '/dashboard', async (p) => { await p.getByText(/^Balance: /).waitFor(); }],
  ['appointments-deeplink', priya, '/my-appointments', async (p) => {}],
  ['search-empty', null, '/search?specialty=Cardiologist&city=Patna&minExperience=25', async (p) => { await p.getByText('Try one of these:').waitFor(); }],
  ['search-changed', null, '/search', async (p) => { await p.getByRole('article').first().waitFor(); const city = p.getByLabel('City', { exact: true }); if (await city.isVisible()) { await city.selectOption('Delhi'); } }],
  ['nurses', null, '/search-nurses', async (p) => { await p.getByRole('article').first().waitFor(); }],
  ['doctor-appointments', mehta, '/doctor/appointments', async (p) => { await p.getByRole('tablist').first().waitFor(); }],
];
for (const width of [360, 1280]) {
  for (const [name, tok, path, act] of shots) {
    if (only && !name.startsWith(only)) continue;
    const ctx = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    if (tok) await ctx.addInitScript((t) => localStorage.setItem('token', t), tok);
    const page = await ctx.newPage();
    let url = path;
    if (name === 'appointments-deeplink') {
      const r = await page.request.get(base + '/api/appointments/my-appointments', { headers: { Authorization: 'Bearer ' + tok } });
      const { data } = await r.json();
      const past = data.filter((a) => a.status === 'Completed');
      url = `/my-appointments?tab=past#${past[past.length - 1]._id}`;
    }
    await page.goto(base + url);
    try { await act(page); } catch (e) { console.log(name, width, String(e).slice(0, 200)); }
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
