import fs from 'node:fs';

/** Debian's Chromium, CHROME_PATH, or a Playwright-managed browser if one happens to be installed. */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  return null;
}
