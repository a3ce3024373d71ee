import { Suspense, type ReactNode } from 'react';
import { NotFoundStatus } from './not-found-status';

/**
 * A not-found page in the HTML itself, with its 404: the Tamil 404 and the member not-found page. In Next 16.4 a
 * `notFound()` that reaches a not-found boundary during the server render leaves an empty error shell that only
 * script fills (docs/pages.md); thrown inside a Suspense boundary while the HTML is rendered, it sets the status and
 * the page around it is kept. Thrown by a server component, its error would also reach the browser, whose not-found
 * boundary would then replace the page, and what a visitor had typed into its search box, after the script loads:
 * so it is thrown from the client component NotFoundStatus, on the server only.
 */
export function NotFoundInHtml({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
