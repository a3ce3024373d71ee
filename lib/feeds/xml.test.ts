import { escapeXml } from './xml';

function parseText(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement.textContent ?? '';
}

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('does not double-escape what looks like an entity', () => {
    expect(escapeXml('&amp; &#60;')).toBe('&amp;amp; &amp;#60;');
  });

  it('keeps Tamil, emoji, tabs and newlines, which XML allows', () => {
    const text = 'தஞ்சாவூர் 🎉👨‍👩‍👧\tline\nnext';
    expect(escapeXml(text)).toBe(text);
  });

  it('drops characters XML 1.0 forbids, so one bad record cannot break the document', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\u001fe\ufffef\uffffg')).toBe('abcdefg');
    expect(escapeXml('lone \ud800 high and \udc00 low')).toBe('lone  high and  low');
    expect(escapeXml('pair 😀 kept')).toBe('pair 😀 kept');
  });

  it('gives text that a real XML parser reads back as the original', () => {
    const hostile = `]]></title><script>alert("x")</script><![CDATA[ & ' " &lt; 😀`;
    expect(parseText(`<t>${escapeXml(hostile)}</t>`)).toBe(hostile);
    const attribute = new DOMParser()
      .parseFromString(`<t a="${escapeXml(hostile)}"/>`, 'application/xml')
      .documentElement.getAttribute('a');
    expect(attribute).toBe(hostile);
  });
});
