// The public paths, read from the one route table (lib/routes.ts) so the benchmarks never drift from it.
import { readFileSync } from 'node:fs';

const table = readFileSync(new URL('../lib/routes.ts', import.meta.url), 'utf8');
export const ROUTES = [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
