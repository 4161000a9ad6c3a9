import { useTranslation } from 'react-i18next';
/** Covers the page while a request runs; `label` is read out to screen readers. */
export function LoadingOverlay({ show, label }: { show: boolean; label?: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <div className="overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="spinner" aria-hidden="true" />
      <span className="muted">{label ?? t('loading')}</span>
    </div>
  );
}
