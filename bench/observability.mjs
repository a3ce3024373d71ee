// What metrics and tracing cost (docs/monitoring.md): the same build twice, side by side over the rounds, one with
// both off and one with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set (its spans going to a receiver that only
// counts them), each page asked as a browser asks. The target: with both on, at least 0.95× the req/s with both off.
import { createServer } from 'node:http';
import { freePort, startSite } from '../scripts/servers.mjs';
import { say, times, waitForOk } from './common.mjs';
import { BROWSER, BROWSER_HEADERS, measureRounds } from './throughput.mjs';

export const OBSERVABILITY_PATHS = ['/', '/aboutrasi'];
export const OFF = 'metrics and tracing off';
export const ON = 'metrics and tracing on';

/** An OTLP/HTTP receiver that reads and drops what it is sent, counting the requests. */
async function droppingReceiver() {
  let posts = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    posts: () => posts,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function measureObservability({ demo, revalidateSeconds }) {
  const receiver = await droppingReceiver();
  const env = { API_BASE_URL: demo.apiBaseUrl, API_TOKEN: demo.token, REVALIDATE_SECONDS: String(revalidateSeconds) };
  const metricsPort = await freePort();
  const off = await startSite({ env });
  const on = await startSite({
    env: { ...env, METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
  });
  try {
    for (const site of [off, on]) for (const path of OBSERVABILITY_PATHS) await waitForOk(`${site.url}${path}`);
    const targets = OBSERVABILITY_PATHS.flatMap((path) =>
      [
        [OFF, off],
        [ON, on],
      ].map(([how, site]) => ({
        label: `${path} (${how})`,
        path,
        how,
        url: `${site.url}${path}`,
        asked: BROWSER,
        headers: BROWSER_HEADERS,
      })),
    );
    const rows = await measureRounds(targets);
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    say(`spans posted to the receiver: ${receiver.posts()}; /metrics: ${scraped.length} bytes`);
    return OBSERVABILITY_PATHS.map((path) => {
      const [offRow, onRow] = [OFF, ON].map((how) => rows.find((row) => row.label === `${path} (${how})`));
      return {
        path,
        off: offRow,
        on: onRow,
        ratio: onRow.requestsPerSecond / offRow.requestsPerSecond,
        shown: times(onRow.requestsPerSecond, offRow.requestsPerSecond),
      };
    });
  } finally {
    await on.stop();
    await off.stop();
    await receiver.close();
  }
}
