// jsonld.js ships no types; the one call the suite makes (e2e/support/json-ld.ts).
declare module 'jsonld' {
  const jsonld: { expand(input: object, options?: object): Promise<object[]> };
  export default jsonld;
}
