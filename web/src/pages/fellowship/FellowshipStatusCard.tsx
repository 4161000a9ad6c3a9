import type { ApplicationView as MyApplication } from '@zuban/contract/fellowship';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../ui/api';
import { Card } from '../../ui/Card';

const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function describe(a: MyApplication): string {
  if (a.status === 'pending')
    return `Submitted on ${day(a.submittedAt)} and under review. Initial feedback within 6 weeks.`;
  if (a.status === 'approved') {
    const until = a.creditExpiresAt
      ? ` Your PKR 30,000 of API credit is valid until ${day(a.creditExpiresAt)}.`
      : '';
    return `Approved.${until}`;
  }
  return `Not approved${a.reason ? `: ${a.reason}` : '.'} You may apply again.`;
}

/** The applicant's fellowship status on the dashboard; nothing for users who never applied. */
export function FellowshipStatusCard() {
  const [application, setApplication] = useState<MyApplication | null>(null);
  useEffect(() => {
    api
      .post<{ application: MyApplication | null }>('/backend/my_fellowship')
      .then((r) => setApplication(r.application))
      .catch((e: unknown) => console.error('fellowship status', e));
  }, []);
  if (!application) return null;
  return (
    <Card>
      <h2>Fellowship Award application</h2>
      <p>{describe(application)}</p>
      {application.status === 'rejected' ? <Link to="/fellowship_proposal">Apply again</Link> : null}
    </Card>
  );
}
