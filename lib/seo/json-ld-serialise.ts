// `<` would let upstream text close the script element ("</script>") or open a comment ("<!--"); `>` and `&`
// are escaped too so the output is inert in any HTML context. U+2028/2029 are escaped for old JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/ld+json">` element: parses to the same value, and cannot end the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
