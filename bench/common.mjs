// Small helpers shared by the benchmark's modules.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sleep, waitFor } from '../scripts/servers.mjs';

export { sleep };

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The phone the bench's browser measurements emulate, as Lighthouse's mobile run does: a 412×823 touch screen. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** That phone's CPU against this machine's, as Lighthouse's mobile run slows it. */
export const CPU_SLOWDOWN = 4;

/** Chromium (Debian's, or `CHROME_PATH`) for the bench's browser measurements; Playwright is loaded only then. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
}

/**
 * A new browser context as the phone, its page, and a DevTools session with the CPU slowed CPU_SLOWDOWN times. The
 * caller closes `context`.
 */
export async function openAsPhone(browser, contextOptions = PHONE) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

export const say = (line) => console.log(`[bench] ${line}`);
export const kb = (bytes) => (bytes / 1024).toFixed(1);
/** `value` as a multiple of `base`, e.g. "1.23×"; empty when either is missing. */
export const times = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base > 0 ? `${(value / base).toFixed(2)}×` : '';

/**
 * The median: the middle value, or the mean of the two middle values of an even-length list. Missing values
 * (a reading that failed) are left out; undefined when none is left.
 */
export function median(values) {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Fetches `url` until it answers 2xx (reading the whole body), or throws after `timeoutMs`. */
export function waitForOk(url, timeoutMs = 30_000) {
  const answersOk = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  };
  return waitFor(answersOk, `${url} to answer 2xx`, timeoutMs);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
