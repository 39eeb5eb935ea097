/** The portfolio's loading state, a full screen tall so the footer stays out of view and nothing
 *  shifts when the page replaces it. */
export default function PortfolioLoading() {
  return (
    <div role="status" className="container-page grid min-h-svh place-items-center pt-32 text-center">
      <div>
        <span aria-hidden className="mx-auto block size-10 animate-spin rounded-full border-2 border-border border-t-cyan" />
        <p className="mt-4 text-muted">Loading our amazing portfolio...</p>
      </div>
    </div>
  );
}
