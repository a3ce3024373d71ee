/** @jest-environment node */
// Docs for readers (issue 43): the README and docs/ stay short enough to read, and the performance page says how to
// measure, today's figures and each decision in a line or two; history lives in git and bench/RESULTS.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

test('README.md and docs/ hold at most 12,000 words', () => {
  const words = docs.reduce((sum, file) => sum + read(file).split(/\s+/).filter(Boolean).length, 0);
  expect(words).toBeLessThanOrEqual(12_000);
});

test('docs/performance.md is at most 200 lines', () => {
  expect(read('docs/performance.md').split('\n').length).toBeLessThanOrEqual(200);
});
