import { rfc822 } from './dates';
import { escapeXml } from './xml';

export interface RssItem {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  /** Not a link to the item (several items share a page), so always isPermaLink="false". */
  readonly guid: string;
  readonly pubDate: Date | null;
  readonly category?: string;
}

export interface RssChannel {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly language: string;
  /** The feed's own address, for atom:link rel="self". */
  readonly selfUrl: string;
  readonly lastBuildDate: Date;
  readonly items: readonly RssItem[];
  /** Offset from UTC, in minutes, at which dates are written. */
  readonly offsetMinutes?: number;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** An RSS 2.0 document. Every text is escaped here, so callers pass plain strings. */
export function buildRss(channel: RssChannel): string {
  const offset = channel.offsetMinutes ?? 0;
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      element('description', item.description),
      item.category ? element('category', item.category) : '',
      item.pubDate ? element('pubDate', rfc822(item.pubDate, offset)) : '',
      `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      '</item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(channel.lastBuildDate, offset)),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
