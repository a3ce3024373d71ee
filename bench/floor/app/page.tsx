export default function Page() {
  return (
    <main>
      <h1>The floor</h1>
      <p>
        This page is as bare as an App Router page gets: one heading and two paragraphs of plain text, no images, no
        styles, no client components. It is built with the site&apos;s own versions of Next.js, React and React DOM.
      </p>
      <p>
        The benchmark serves it beside the site, with its own standalone server, and prints every figure of the site as
        a ratio to this page&apos;s, so that a slow minute of a shared machine moves both alike.
      </p>
    </main>
  );
}
