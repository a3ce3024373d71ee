// The floor's route handler: what the framework alone costs to answer a list, the reference the site's six /api
// lists are measured against (bench/bench.mjs). Answered per request, like the site's; the list, about 4 KB of JSON,
// is built once. A .tsx file because the floor's pageExtensions are ['tsx'] only (next.config.mjs).
export const dynamic = 'force-dynamic';

const LIST = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}: members' meeting and circular`,
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  image: `/images/notices/notice-${i + 1}.jpg`,
  description: 'A short description of the item, as the backend sends it, of about this length.',
  extra: {},
}));

export function GET() {
  return Response.json(LIST);
}
