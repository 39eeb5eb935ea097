/** A full screen tall, so the footer stays out of view and nothing shifts when the post replaces it. */
export default function LoadingBlogPost() {
  return (
    <div className="container-page grid min-h-svh place-items-center pt-28" role="status">
      <p className="flex items-center gap-3 text-muted">
        <span aria-hidden className="size-2 animate-pulse-dot rounded-full bg-cyan" />Loading blog post...
      </p>
    </div>
  );
}
