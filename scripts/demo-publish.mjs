// Publishes a notification on the demo backend that `npm start` (or `npm run dev`) runs when API_BASE_URL is unset
// and REVALIDATE_SECRET is set: the demo adds it, then calls the site's revalidation webhook, signed, as the real
// backend would. The site shows it at once.
//
//   npm run demo:publish -- "GST filing date extended to 30 November" ["a description"]
import { DEFAULT_DEMO_PORT } from '../lib/env.mjs';

const [title, description] = process.argv.slice(2);
if (!title) {
  console.error('usage: npm run demo:publish -- "<title>" ["<description>"]');
  process.exit(2);
}
const port = process.env.DEMO_PORT || String(DEFAULT_DEMO_PORT);

let response;
try {
  response = await fetch(`http://127.0.0.1:${port}/__demo/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, description }),
  });
} catch {
  console.error(`No demo backend on 127.0.0.1:${port}: start the site with REVALIDATE_SECRET set and no API_BASE_URL.`);
  process.exit(1);
}
if (response.status === 404) {
  console.error('The demo backend does not publish: start the site with REVALIDATE_SECRET set.');
  process.exit(1);
}
const answer = await response.json();
if (!answer.webhook) {
  console.error(answer.message);
  process.exit(1);
}
console.info(`Notification ${answer.notification.id} added; the site answered ${answer.webhook.status}:`);
console.info(JSON.stringify(answer.webhook.body));
process.exit(answer.webhook.status === 200 ? 0 : 1);
