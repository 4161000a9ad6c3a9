import type { ApplicationView as MyApplication } from '@zuban/contract/fellowship';
import type { UiLanguage } from '@zuban/contract/languages';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { api } from '../../ui/api';
import { Card } from '../../ui/Card';

function describe(a: MyApplication, t: TFunction<'fellowship'>, language: UiLanguage): string {
  const day = (ms: number) =>
    new Date(ms).toLocaleDateString(language === 'en' ? 'en-GB' : 'ur-PK', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  if (a.status === 'pending') return t('status.pending', { date: day(a.submittedAt) });
  if (a.status === 'approved') {
    const until = a.creditExpiresAt ? t('status.validUntil', { date: day(a.creditExpiresAt) }) : '';
    return `${t('status.approved')}${until}`;
  }
  return t('status.rejected', { reason: a.reason ? `: ${a.reason}` : language === 'en' ? '.' : '۔' });
}

/** The applicant's fellowship status on the dashboard; nothing for users who never applied. */
export function FellowshipStatusCard() {
  const { t } = useTranslation('fellowship');
  const language = useLanguage();
  const [application, setApplication] = useState<MyApplication | null>(null);
  useEffect(() => {
    api
      .post('/backend/my_fellowship')
      .then((r) => setApplication(r.application))
      .catch((e: unknown) => console.error('fellowship status', e));
  }, []);
  if (!application) return null;
  return (
    <Card>
      <h2>{t('status.heading')}</h2>
      <p>{describe(application, t, language)}</p>
      {application.status === 'rejected' ? (
        <Link to="/fellowship_proposal">{t('status.applyAgain')}</Link>
      ) : null}
    </Card>
  );
}
