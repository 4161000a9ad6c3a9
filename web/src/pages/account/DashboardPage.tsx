import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { UsagePanel } from '../../usage/UsagePanel';
import { FellowshipStatusCard } from '../fellowship/FellowshipStatusCard';
import { dashboardTiles } from './dashboard-tiles';
import { UsageHistory } from './UsageHistory';

/** / and /home: the three tiles, then the usage history (newest first, 25 a page). */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const tiles = dashboardTiles(useLanguage());
  usePageTitle(t('dashboard.title'));
  const { me } = useSession();
  return (
    <div className="container page">
      <h1>{me?.firstName ? t('dashboard.welcomeName', { name: me.firstName }) : t('dashboard.welcome')}</h1>
      <TileGrid tiles={tiles} />
      <FellowshipStatusCard />
      <UsagePanel scope="mine" />
      <h2 style={{ marginTop: 36 }}>{t('dashboard.history')}</h2>
      <UsageHistory />
    </div>
  );
}
