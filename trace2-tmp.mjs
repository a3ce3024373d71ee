import { chromium } from 'playwright';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const nav = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? traceEvents[0].ts;
const rows = [];
for (const e of traceEvents) {
  if (e.ph !== 'X' || !e.dur) continue;
  if (['FunctionCall', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript', 'v8.callFunction', 'Paint', 'RunMicrotasks','MessagePort::Accept','EventDispatch','Decode Image','ImageDecodeTask'].includes(e.name) && e.dur > 8000) {
    const d = e.args?.data ?? e.args?.beginData ?? {};
    rows.push(`${((e.ts - nav) / 1000) | 0}\t${(e.dur / 1000) | 0}\t${e.name}\t${(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''} ${d.functionName ?? ''} ${d.type ?? ''} ${d.stackTrace?.[0]?.functionName ?? ''}`);
  }
}
console.log(rows.sort((a, b) => parseInt(a) - parseInt(b)).join('\n'));
const marks = traceEvents.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd','loadEventEnd'].includes(e.name)).map((e) => `${e.name} ${((e.ts - nav) / 1000) | 0}`);
console.log(marks.join('\n'));
await browser.close();
