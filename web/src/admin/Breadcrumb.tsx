import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Home / <page>, as on the spec's User Management screen. */
export function Breadcrumb({ here }: { here: string }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('common.breadcrumb')} className="small muted breadcrumb">
      <Link to="/">{t('common.home')}</Link> / <span aria-current="page">{here}</span>
    </nav>
  );
}
