import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { FellowshipStatusCard } from '../fellowship/FellowshipStatusCard';
import { UsageHistory } from './UsageHistory';

const tiles = [
  {
    to: '/utts',
    title: 'SPEECH PROCESSING',
    text: 'Urdu and Punjabi text to speech, Urdu speech to text',
    icon: '🔊',
  },
  {
    to: '/pos_tagger',
    title: 'TEXT PROCESSING',
    text: 'Tagging, spelling, stemming, keywords, summaries and more',
    icon: 'ع',
  },
  { to: '/urdu_ocr', title: 'IMAGE PROCESSING', text: 'Urdu OCR for printed Nastalique', icon: '🖼' },
];

/** / and /home: the three tiles, then the usage history (newest first, 25 a page). */
export function DashboardPage() {
  usePageTitle('My Dashboard');
  const { me } = useSession();
  return (
    <div className="container page">
      <h1>Welcome{me?.firstName ? `, ${me.firstName}` : ''}</h1>
      <TileGrid tiles={tiles} />
      <FellowshipStatusCard />
      <h2 style={{ marginTop: 36 }}>Usage History</h2>
      <UsageHistory />
    </div>
  );
}
