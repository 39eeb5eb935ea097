/** An admin page's document title, rendered with the page rather than as Next metadata: a page's streamed metadata is
 *  lost when Back returns to a table's History API entry made before a reload (Next restores the page without its
 *  head), while a React <title> comes and goes with the page itself. */
export function AdminTitle({ children }: { children: string }) {
  return <title>{`${children} | Admin`}</title>;
}
