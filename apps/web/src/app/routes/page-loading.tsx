/** Shown inside the brand's frame on a first visit while the page's code arrives (a page loaded on demand). */
export function PageLoading() {
  return (
    <div className="brand-status">
      <span className="brand-status__spinner" aria-hidden="true" />
      <p className="brand-status__text" role="status">
        Loading…
      </p>
    </div>
  );
}
