/**
 * Inside a blog-list link (category, page): shown only while the link's page loads, a spinner and,
 * for screen readers, 'Loading posts…'. components/layout/PageLinks.client.tsx marks the clicked
 * link with `data-pending` (app/globals.css shows this then); no JavaScript per link. (A route-level
 * loading screen would leave visitors without JavaScript on the fallback forever.)
 */
export function LinkPending({ label }: { label: string }) {
  return (
    <span className="link-pending ml-2 items-center" role="status">
      <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
