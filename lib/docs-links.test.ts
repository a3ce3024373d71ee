/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { Marked } from 'marked';
import { getHeadingList, gfmHeadingId } from 'marked-gfm-heading-id';

// Every relative link of the documentation leads somewhere: the file exists, and a `#fragment` names a heading of
// its target, by GitHub's rules for heading anchors. Markdown is read with marked, so a link in a code block or code
// span is not a link, and reference-style links count.

const ROOT = resolve(__dirname, '..');
const DOCUMENTS = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const markdown = new Marked(gfmHeadingId());

/** The anchors GitHub gives the headings of a Markdown text (lowercase, spaces to hyphens, punctuation dropped). */
function headingAnchors(source: string): Set<string> {
  markdown.parse(source);
  return new Set(getHeadingList().map((heading) => heading.id));
}

/** Every link and image address of a Markdown text, as written. */
function linkTargets(source: string): string[] {
  const targets: string[] = [];
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href);
  });
  return targets;
}

const isRelative = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');

const anchorsOf = new Map<string, Set<string>>();
function anchorsIn(path: string): Set<string> {
  if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(path, 'utf8')));
  return anchorsOf.get(path)!;
}

/** What is wrong with a relative link of `from` (a path below ROOT), or null when it resolves. */
function brokenBecause(from: string, href: string): string | null {
  const hash = href.indexOf('#');
  const pathPart = hash === -1 ? href : href.slice(0, hash);
  const fragment = hash === -1 ? null : decodeURIComponent(href.slice(hash + 1));
  const decoded = decodeURIComponent(pathPart.replace(/\?.*$/, ''));
  // An address starting with `/` is read from the repository's root, as GitHub reads it.
  const base = decoded.startsWith('/') ? ROOT : dirname(join(ROOT, from));
  const target = decoded === '' ? join(ROOT, from) : resolve(base, decoded.replace(/^\/+/, ''));
  if (target !== ROOT && !target.startsWith(ROOT + sep)) return 'leads outside the repository';
  if (!existsSync(target)) return `no such file: ${relative(ROOT, target)}`;
  if (fragment === null) return null;
  if (statSync(target).isDirectory() || extname(target) !== '.md') {
    return `#${fragment} on ${relative(ROOT, target)}, which has no headings`;
  }
  if (!anchorsIn(target).has(fragment)) return `no heading #${fragment} in ${relative(ROOT, target)}`;
  return null;
}

describe('GitHub heading anchors', () => {
  test('are lowercase, with spaces as hyphens and punctuation dropped, and numbered when repeated', () => {
    const anchors = headingAnchors(
      '# Several instances, one cache\n\n## What `npm test` runs\n\n## 3. What an internals test failing means\n\n' +
        '## Limits\n\n## Limits\n\n```sh\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual([
      'several-instances-one-cache',
      'what-npm-test-runs',
      '3-what-an-internals-test-failing-means',
      'limits',
      'limits-1',
    ]);
  });
});

describe('link targets', () => {
  test('are read as Markdown: inline, by reference and images, never from code', () => {
    const source =
      '[a](docs/a.md) and [b][ref] and ![c](c.png)\n\n`[no](code.md)`\n\n```\n[no](block.md)\n```\n\n[ref]: docs/b.md#x\n';
    expect(linkTargets(source)).toEqual(['docs/a.md', 'docs/b.md#x', 'c.png']);
  });
});

describe.each(DOCUMENTS)('%s', (file) => {
  test('every relative link resolves: the file exists and its #fragment is a heading there', () => {
    const relativeLinks = linkTargets(readFileSync(join(ROOT, file), 'utf8')).filter(isRelative);
    const broken = relativeLinks.flatMap((href) => {
      const reason = brokenBecause(file, href);
      return reason === null ? [] : [`${file}: (${href}) ${reason}`];
    });
    expect(broken).toEqual([]);
  });
});

test('the documentation links into itself', () => {
  const links = DOCUMENTS.flatMap((file) => linkTargets(readFileSync(join(ROOT, file), 'utf8')).filter(isRelative));
  // README.md links every file of docs/, so far fewer would mean the links were not read.
  expect(links.length).toBeGreaterThan(DOCUMENTS.length);
});
