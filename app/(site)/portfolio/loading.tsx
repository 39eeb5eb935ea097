/** Spec 000 §2: the portfolio's loading state. */
export default function PortfolioLoading() {
  return (
    <div role="status" className="container-page grid min-h-[70vh] place-items-center pt-32 text-center">
      <div>
        <span aria-hidden className="mx-auto block size-10 animate-spin rounded-full border-2 border-border border-t-cyan" />
        <p className="mt-4 text-muted">Loading our amazing portfolio...</p>
      </div>
    </div>
  );
}
