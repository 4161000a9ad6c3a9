import { Card } from '../ui/Card';
import { DecisionButtons } from './DecisionButtons';
import { ReviewPage, useReviewQueue } from './ReviewQueue';

interface Application {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  submittedAt: number;
  creditExpiresAt: number | null;
  form: Record<string, string | number | string[] | undefined>;
  files: { proposal: string; cv: string; recommendation: string };
  user?: { email: string };
}

const labels: Array<[string, string]> = [
  ['name', 'Name'],
  ['institution', 'Institution'],
  ['institutionAddress', 'Institution address'],
  ['academicLevel', 'Academic level'],
  ['semester', 'Semester'],
  ['contact', 'Contact number'],
  ['email', 'Email'],
  ['motivation', 'Research motivation'],
  ['services', 'Services'],
  ['supportRequired', 'Additional support'],
  ['supportDetails', 'Support needed'],
  ['supervisorName', 'Supervisor'],
  ['supervisorDesignation', 'Designation'],
  ['supervisorInstitution', 'Supervisor institution'],
  ['supervisorContact', 'Supervisor contact'],
  ['supervisorEmail', 'Supervisor email'],
];

const fileLink = (id: string, label: string) => (
  <a href={`/backend/files/${encodeURIComponent(id)}`}>{label}</a>
);

/** /admin_fellowships: applications with their PDFs; approval credits PKR 30,000 for one year. */
export function FellowshipReviewPage() {
  const queue = useReviewQueue<Application>('/backend/admin/fellowships');
  const { data } = queue;
  return (
    <ReviewPage title="Fellowship Applications" queue={queue}>
      {data && data.length === 0 ? <p className="muted">No applications.</p> : null}
      <div className="stack">
        {(data ?? []).map((a) => (
          <Card key={a.id}>
            <h2>
              {String(a.form.name)} — {String(a.form.institution)}
            </h2>
            <p className="small muted">
              {a.user?.email} · submitted {new Date(a.submittedAt).toLocaleDateString('en-GB')} · {a.status}
              {a.reason ? `: ${a.reason}` : ''}
              {a.creditExpiresAt
                ? ` · credit until ${new Date(a.creditExpiresAt).toLocaleDateString('en-GB')}`
                : ''}
            </p>
            <dl className="admin-facts">
              {labels
                .filter(([k]) => a.form[k] !== undefined && a.form[k] !== '')
                .map(([k, label]) => (
                  <div key={k} className="admin-fact">
                    <dt>{label}</dt>
                    <dd>
                      {Array.isArray(a.form[k]) ? (a.form[k] as string[]).join(', ') : String(a.form[k])}
                    </dd>
                  </div>
                ))}
            </dl>
            <p className="row">
              {fileLink(a.files.proposal, 'Research proposal (PDF)')} {fileLink(a.files.cv, 'CV (PDF)')}{' '}
              {fileLink(a.files.recommendation, 'Recommendation letter (PDF)')}
            </p>
            {a.status === 'pending' ? (
              <DecisionButtons
                base={`/backend/admin/fellowships/${encodeURIComponent(a.id)}`}
                approveConfirm="Approve this application and credit PKR 30,000 for one year?"
                {...queue.decided}
              />
            ) : null}
          </Card>
        ))}
      </div>
    </ReviewPage>
  );
}
