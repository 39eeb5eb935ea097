/** Shown while the session is checked. */
export function PanelSkeleton() {
  return (
    <div className="grid grid-cols-1 min-h-dvh place-items-center bg-background" role="status">
      <span className="text-sm text-muted">Loading…</span>
    </div>
  );
}
