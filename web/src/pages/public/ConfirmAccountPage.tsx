import { accountMessages } from '@zuban/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useServerText } from '../../i18n/use-server-text';
import { Alert } from '../../ui/Alert';
import { ApiError, api, replyText } from '../../ui/api';
import { usePageTitle } from '../../ui/PageTitle';
import { AuthCard } from './AuthCard';

type State = { kind: 'working' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

/** /caccount?token=…: confirms the account once on load. */
export function ConfirmAccountPage() {
  const { t } = useTranslation('account');
  const localize = useServerText();
  usePageTitle(t('confirm.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'error', text: accountMessages.tokenNotInUrl },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api
      .post('/backend/confirm_user', { body: { token } })
      // 'Your account has been confirmed.', or, for a link used before, that it already is (#23).
      .then((res) =>
        setState({ kind: 'ok', text: res?.message ? replyText(res) : accountMessages.confirmed }),
      )
      .catch((err: unknown) =>
        setState({
          kind: 'error',
          // Spec: a non-ok answer reads 'User account not verified.'; a failed request shows its own text.
          text:
            err instanceof ApiError
              ? accountMessages.confirmTokenInvalid
              : String((err as Error).message ?? err),
        }),
      );
  }, [token]);

  return (
    <AuthCard title={t('confirm.title')}>
      {state.kind === 'working' ? (
        <p role="status">{t('confirm.working')}</p>
      ) : state.kind === 'ok' ? (
        <>
          <Alert kind="success" testId="confirm-result">
            {state.text}
          </Alert>
          <p style={{ marginTop: 16 }}>
            <Link to="/loginpage" className="btn btn-primary">
              {t('confirm.signIn')}
            </Link>
          </p>
        </>
      ) : (
        <div className="alert alert-error" role="alert" data-testid="confirm-result">
          {localize(state.text)}
        </div>
      )}
    </AuthCard>
  );
}
