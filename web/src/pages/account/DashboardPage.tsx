import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../ui/api';
import { Pager } from '../../ui/Pager';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { Table } from '../../ui/Table';
import { formatCost, type HistoryPage, type JobRow, toHistoryPage } from './history-shape';

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
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<HistoryPage | null>(null);

  useEffect(() => {
    let live = true;
    api
      .post<unknown>('/backend/history', { page })
      .then((body) => live && setHistory(toHistoryPage(body, page)))
      // Spec: history fetch errors are only logged.
      .catch((err: unknown) => console.error('history', err));
    return () => {
      live = false;
    };
  }, [page]);

  return (
    <div className="container page">
      <h1>Welcome{me?.firstName ? `, ${me.firstName}` : ''}</h1>
      <div className="grid">
        {tiles.map((t) => (
          <Link key={t.to} to={t.to} className="tile">
            <span className="tile-icon" aria-hidden="true">
              {t.icon}
            </span>
            <span className="tile-title">{t.title}</span>
            <span className="muted">{t.text}</span>
          </Link>
        ))}
      </div>
      <h2 style={{ marginTop: 36 }}>Usage History</h2>
      <Table<JobRow>
        caption="Usage History"
        columns={[
          {
            header: 'JOB ID',
            cell: (j) => <Link to={`/viewjobdetails/${encodeURIComponent(j.id)}`}>{j.id}</Link>,
          },
          { header: 'SERVICE NAME', cell: (j) => j.serviceTitle ?? j.serviceId },
          { header: 'COST', cell: (j) => formatCost(j.cost) },
          { header: 'DATE', cell: (j) => j.date },
          { header: 'TIME', cell: (j) => j.time },
        ]}
        rows={history?.jobs ?? []}
        rowKey={(j) => j.id}
        empty={history ? 'No jobs yet. Calls you make through the API appear here.' : 'Loading…'}
      />
      {history ? (
        <Pager
          page={history.page}
          pageCount={history.pageCount}
          onPage={setPage}
          label="Usage history pages"
        />
      ) : null}
    </div>
  );
}
