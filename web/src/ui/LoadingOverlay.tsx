/** Covers the page while a request runs; `label` is read out to screen readers. */
export function LoadingOverlay({ show, label = 'Loading…' }: { show: boolean; label?: string }) {
  if (!show) return null;
  return (
    <div className="overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="spinner" aria-hidden="true" />
      <span className="muted">{label}</span>
    </div>
  );
}
