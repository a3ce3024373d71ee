import { chromium } from 'playwright';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const agg = new Map();
let tasks = 0, long = [];
for (const e of traceEvents) {
  if (e.ph !== 'X' || !e.dur) continue;
  if (e.name === 'RunTask') { tasks += e.dur; if (e.dur > 50000) long.push(e.dur / 1000 | 0); }
  agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur);
}
console.log('RunTask total', tasks / 1000 | 0, 'long', long.join(','));
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 28).map(([k, t]) => `${(t / 1000) | 0}ms ${k}`).join('\n'));
await browser.close();
