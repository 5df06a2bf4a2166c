import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The catch-all page for any address no package owns. */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you asked for does not exist or has moved.</Trans>
      </p>
      <Link to="/">
        <Trans>Go to the start page</Trans>
      </Link>
    </section>
  );
}
