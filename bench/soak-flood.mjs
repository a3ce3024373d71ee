// The soak's flooding client (bench/soak.mjs): one client address sending distinct searches and filtered
// directories on CONNECTIONS connections, each request as soon as the last is answered, for SECONDS seconds. It
// runs in a process of its own under `nice -n 19`: a client on another machine spends none of the site's CPU, and
// on this 2-core machine its own work would otherwise be counted against the site.
//
//   node bench/soak-flood.mjs <site> <paths file: one path a line> <seconds> <connections> <client address>
//
// Prints one JSON line at the end: { count, ok, limited, failures, failureSamples }.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [site, pathsFile, seconds, connections, address] = process.argv.slice(2);
const paths = readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections), localAddress: address });
const result = { count: 0, ok: 0, limited: 0, failures: 0, failureSamples: [] };
const until = Date.now() + Number(seconds) * 1000;
let next = Math.floor(Math.random() * paths.length);

function get(path) {
  return new Promise((resolve) => {
    const request = http.get(`${site}${path}`, { agent, headers: { 'Accept-Encoding': 'gzip, br' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    });
    request.setTimeout(20_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
  });
}

await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (Date.now() < until) {
      const path = paths[next++ % paths.length];
      const answer = await get(path);
      result.count += 1;
      if (answer.status === 200) result.ok += 1;
      else if (answer.status === 429) result.limited += 1;
      else {
        result.failures += 1;
        if (result.failureSamples.length < 10) result.failureSamples.push({ path, ...answer });
      }
    }
  }),
);
agent.destroy();
console.log(JSON.stringify(result));
