import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { api } from '../ui/api';
import { Card } from '../ui/Card';
import { DecisionButtons } from './DecisionButtons';
import { decideFellowship } from './decisions';
import { type ListBody, ReviewPage, useReviewQueue } from './ReviewQueue';

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

/** The applications, on their route in /openapi.json (typed by the generated client). */
const listApplications = (body: ListBody) => api.post('/backend/admin/fellowships', { body });

/** The form's fields in the order staff read them (labels: admin:fellowships.fields.*). */
const fieldOrder = [
  'name',
  'institution',
  'institutionAddress',
  'academicLevel',
  'semester',
  'contact',
  'email',
  'motivation',
  'services',
  'supportRequired',
  'supportDetails',
  'supervisorName',
  'supervisorDesignation',
  'supervisorInstitution',
  'supervisorContact',
  'supervisorEmail',
] as const;

const fileLink = (id: string, label: string) => (
  <a href={`/backend/files/${encodeURIComponent(id)}`}>{label}</a>
);

/** /admin_fellowships: applications with their PDFs; approval credits PKR 30,000 for one year. */
export function FellowshipReviewPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const date = (at: number) =>
    language === 'en' ? new Date(at).toLocaleDateString('en-GB') : formatDate(at, language);
  const queue = useReviewQueue<Application>(listApplications);
  const { data } = queue;
  return (
    <ReviewPage title={t('home.fellowships')} queue={queue}>
      {data && data.length === 0 ? <p className="muted">{t('fellowships.empty')}</p> : null}
      <div className="stack">
        {(data ?? []).map((a) => (
          <Card key={a.id}>
            <h2>
              <bdi>{String(a.form.name)}</bdi> — <bdi>{String(a.form.institution)}</bdi>
            </h2>
            <p className="small muted">
              <bdi>{a.user?.email}</bdi> · {t('fellowships.submitted', { date: date(a.submittedAt) })} ·{' '}
              {t(`common.${a.status}`)}
              {a.reason ? `: ${a.reason}` : ''}
              {a.creditExpiresAt
                ? ` · ${t('fellowships.creditUntil', { date: date(a.creditExpiresAt) })}`
                : ''}
            </p>
            <dl className="admin-facts">
              {fieldOrder
                .filter((k) => a.form[k] !== undefined && a.form[k] !== '')
                .map((k) => (
                  <div key={k} className="admin-fact">
                    <dt>{t(`fellowships.fields.${k}`)}</dt>
                    <dd dir="auto">
                      {Array.isArray(a.form[k]) ? (a.form[k] as string[]).join(', ') : String(a.form[k])}
                    </dd>
                  </div>
                ))}
            </dl>
            <p className="row">
              {fileLink(a.files.proposal, t('fellowships.proposal'))}{' '}
              {fileLink(a.files.cv, t('fellowships.cv'))}{' '}
              {fileLink(a.files.recommendation, t('fellowships.recommendation'))}
            </p>
            {a.status === 'pending' ? (
              <DecisionButtons
                send={decideFellowship(a.id)}
                approveConfirm={t('fellowships.approveConfirm')}
                {...queue.decided}
              />
            ) : null}
          </Card>
        ))}
      </div>
    </ReviewPage>
  );
}
