import type { ApiKeyView } from '@zuban/contract/api-keys';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { UsagePanel } from '../../usage/UsagePanel';
import { FellowshipStatusCard } from '../fellowship/FellowshipStatusCard';
import { dashboardTiles } from './dashboard-tiles';
import { KeyFilter } from './keys/KeyFilter';
import { listKeys } from './keys/keys-api';
import { UsageHistory } from './UsageHistory';

/** / and /home: the three tiles, then the usage history (newest first, 25 a page). */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const tiles = dashboardTiles(useLanguage());
  usePageTitle(t('dashboard.title'));
  const { me } = useSession();
  const [keys, setKeys] = useState<ApiKeyView[]>([]);
  const [keyId, setKeyId] = useState('');
  useEffect(() => {
    // Without named keys there is nothing to filter by: the filter stays hidden.
    listKeys()
      .then((list) => setKeys(list.keys))
      .catch(() => setKeys([]));
  }, []);
  return (
    <div className="container page">
      <h1>{me?.firstName ? t('dashboard.welcomeName', { name: me.firstName }) : t('dashboard.welcome')}</h1>
      <TileGrid tiles={tiles} />
      <FellowshipStatusCard />
      <KeyFilter keys={keys} value={keyId} onChange={setKeyId} />
      <UsagePanel scope="mine" keyId={keyId} />
      <h2 style={{ marginTop: 36 }}>{t('dashboard.history')}</h2>
      <UsageHistory keyId={keyId} />
    </div>
  );
}
