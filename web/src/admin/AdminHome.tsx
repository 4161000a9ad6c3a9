import { usePageTitle } from '../ui/PageTitle';
import { useSession } from '../ui/session';
import { TileGrid } from '../ui/TileGrid';
import { UsagePanel } from '../usage/UsagePanel';

const sections = [
  {
    to: '/admin_users',
    title: 'User Management',
    text: 'Balances, mail, suspend, activate, usage and costings',
  },
  {
    to: '/admin_service',
    title: 'Service Management',
    text: 'Prices of every service: unit cost, discount, minimums',
  },
  { to: '/admin_topups', title: 'Top-up Requests', text: 'Bank receipts waiting for approval' },
  { to: '/admin_fellowships', title: 'Fellowship Applications', text: 'Review proposals, approve or reject' },
  { to: '/admin_audit', title: 'Audit Log', text: 'Who changed what, and when' },
  {
    to: '/admin_engines',
    title: 'Engines',
    text: 'Which services run here, and what to install for the rest',
  },
];

/** Admin home: one tile per console section. */
export function AdminHome() {
  usePageTitle('Admin');
  const { me } = useSession();
  return (
    <div className="container page">
      <h1>Admin{me?.firstName ? `: ${me.firstName}` : ''}</h1>
      <TileGrid tiles={sections} />
      <UsagePanel scope="all" />
    </div>
  );
}
