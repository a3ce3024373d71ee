import { buildRss, type RssChannel } from './rss';

const CHANNEL: RssChannel = {
  title: 'RASI: notifications & bulletins',
  link: 'http://localhost:3000/',
  description: 'News <for> members',
  language: 'en-IN',
  selfUrl: 'http://localhost:3000/feed.xml',
  lastBuildDate: new Date('2026-11-21T06:00:00Z'),
  offsetMinutes: 330,
  items: [],
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent;

describe('buildRss', () => {
  it('writes a valid empty channel with the required elements and atom:link self', () => {
    const doc = parse(buildRss(CHANNEL));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe('RASI: notifications & bulletins');
    expect(text(channel, 'link')).toBe('http://localhost:3000/');
    expect(text(channel, 'description')).toBe('News <for> members');
    expect(text(channel, 'language')).toBe('en-IN');
    expect(text(channel, 'lastBuildDate')).toBe('Sat, 21 Nov 2026 11:30:00 +0530');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe('http://localhost:3000/feed.xml');
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
    expect(channel.getElementsByTagName('item')).toHaveLength(0);
  });

  it('writes items whose hostile text a real XML parser reads back exactly', () => {
    const hostile = `</description></item><item><title>injected</title> & "quotes" 'apos' ]]> தஞ்சாவூர் 🎉`;
    const doc = parse(
      buildRss({
        ...CHANNEL,
        items: [
          {
            title: hostile,
            link: 'http://localhost:3000/notification?a=1&b=2',
            description: `${hostile}\nsecond line`,
            guid: 'rasi-delta.org.in:notification:<308>',
            pubDate: new Date('2026-10-15T18:30:00Z'),
            category: 'Notification & circular',
          },
          { title: 'Undated', link: 'http://localhost:3000/bulletins', description: '', guid: 'b:1', pubDate: null },
        ],
      }),
    );
    const items = doc.getElementsByTagName('item');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(text(first, 'title')).toBe(hostile);
    expect(text(first, 'description')).toBe(`${hostile}\nsecond line`);
    expect(text(first, 'link')).toBe('http://localhost:3000/notification?a=1&b=2');
    expect(text(first, 'category')).toBe('Notification & circular');
    expect(text(first, 'pubDate')).toBe('Fri, 16 Oct 2026 00:00:00 +0530');
    const guid = first.getElementsByTagName('guid')[0]!;
    expect(guid.getAttribute('isPermaLink')).toBe('false');
    expect(guid.textContent).toBe('rasi-delta.org.in:notification:<308>');
    expect(items[1]!.getElementsByTagName('pubDate')).toHaveLength(0);
  });
});
