import { serializeJsonLd } from '@/lib/seo/json-ld-serialise';

/** Structured data for search engines, rendered on the server. Upstream text in `data` cannot end the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
