import { chromium } from '@playwright/test';
const runs = Number(process.env.RUNS ?? 4);
const targets = Object.fromEntries((process.env.T ?? 'A=http://127.0.0.1:3601').split(',').map((x) => x.split('=')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const res = {};
async function once(base, reduced) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, reducedMotion: reduced ? 'reduce' : 'no-preference' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + '/', { waitUntil: 'load' });
  if (process.env.NOFADE) await page.evaluate(() => { for (const s of document.styleSheets) { try { s.insertRule('img { animation: none !important }', s.cssRules.length); return; } catch {} } });
  await page.waitForTimeout(3000);
  const m = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const a = await m();
  await page.waitForTimeout(14500);
  const b = await m();
  await context.close();
  return { task: (b.TaskDuration - a.TaskDuration) * 1000, script: (b.ScriptDuration - a.ScriptDuration) * 1000, layout: (b.LayoutDuration - a.LayoutDuration) * 1000 };
}
for (let i = 0; i < runs; i++) for (const [k, base] of Object.entries(targets)) for (const reduced of [false, true]) {
  const key = `${k}${reduced ? ' reduced' : ''}`;
  (res[key] ??= []).push(await once(base, reduced));
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); const n = s.length; return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };
for (const [k, r] of Object.entries(res)) console.log(k.padEnd(12), 'task', med(r.map((x) => x.task)).toFixed(0), 'script', med(r.map((x) => x.script)).toFixed(0), 'layout', med(r.map((x) => x.layout)).toFixed(0), '| tasks', r.map((x) => x.task.toFixed(0)).join(','));
await browser.close();
