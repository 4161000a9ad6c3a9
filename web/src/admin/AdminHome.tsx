import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/PageTitle';
import { useSession } from '../ui/session';
import { TileGrid } from '../ui/TileGrid';
import { UsagePanel } from '../usage/UsagePanel';

/** Admin home: one tile per console section. */
export function AdminHome() {
  const { t } = useTranslation('admin');
  usePageTitle(t('home.title'));
  const { me } = useSession();
  const sections = [
    { to: '/admin_users', title: t('home.users'), text: t('home.usersText') },
    { to: '/admin_service', title: t('home.services'), text: t('home.servicesText') },
    { to: '/admin_topups', title: t('home.topups'), text: t('home.topupsText') },
    { to: '/admin_fellowships', title: t('home.fellowships'), text: t('home.fellowshipsText') },
    { to: '/admin_audit', title: t('home.audit'), text: t('home.auditText') },
    { to: '/admin_engines', title: t('home.engines'), text: t('home.enginesText') },
  ];
  return (
    <div className="container page">
      <h1>{me?.firstName ? t('home.titleName', { name: me.firstName }) : t('home.title')}</h1>
      <TileGrid tiles={sections} />
      <UsagePanel scope="all" />
    </div>
  );
}
