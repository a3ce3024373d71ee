import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import { serializeJsonLd } from './json-ld-serialise';

const HOSTILE = {
  '@type': 'Event',
  name: '</script><script>window.pwned = true</script>',
  description: '<!-- comment --> & <![CDATA[ x ]]> \u2028 line \u2029 para தஞ்சாவூர் 🎉',
  nested: [{ text: '</SCRIPT >' }],
};

describe('serializeJsonLd', () => {
  it('parses back to the same value', () => {
    expect(JSON.parse(serializeJsonLd(HOSTILE))).toEqual(HOSTILE);
  });

  it('leaves no character that could end the script or open a comment', () => {
    const json = serializeJsonLd(HOSTILE);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });
});

describe('JsonLd', () => {
  it('renders one inert script element whose text is the data, whatever the data holds', () => {
    const html = renderToStaticMarkup(<JsonLd data={HOSTILE} />);
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}<p>after</p></body>`, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(HOSTILE);
    // Everything after the script is still ordinary page content.
    expect(doc.body.children).toHaveLength(2);
    expect(doc.querySelector('p')?.textContent).toBe('after');
  });
});
