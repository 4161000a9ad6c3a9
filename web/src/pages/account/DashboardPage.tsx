import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { FellowshipStatusCard } from '../fellowship/FellowshipStatusCard';
import { dashboardTiles } from './dashboard-tiles';
import { UsagePanel } from '../../usage/UsagePanel';
import { UsageHistory } from './UsageHistory';

const tiles = dashboardTiles();

/** / and /home: the three tiles, then the usage history (newest first, 25 a page). */
export function DashboardPage() {
  usePageTitle('My Dashboard');
  const { me } = useSession();
  return (
    <div className="container page">
      <h1>Welcome{me?.firstName ? `, ${me.firstName}` : ''}</h1>
      <TileGrid tiles={tiles} />
      <FellowshipStatusCard />
      <UsagePanel scope="mine" />
      <h2 style={{ marginTop: 36 }}>Usage History</h2>
      <UsageHistory />
    </div>
  );
}
