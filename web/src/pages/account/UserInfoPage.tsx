import type { UpdateUserRequest, UserDetailsResponse } from '@zuban/contract/accounts';
import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../i18n/country-names';
import { useLanguage } from '../../i18n/use-language';
import { Alert } from '../../ui/Alert';
import { ApiError, api, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { useSession } from '../../ui/session';
import { TextField } from '../../ui/TextField';
import { NameFields } from '../public/NameFields';
import { LowBalanceCard } from './LowBalanceCard';

type Form = Pick<UserDetailsResponse, 'firstName' | 'lastName' | 'address' | 'country' | 'contact'>;

/** /user_info: edit first name, last name, address, country and contact number. */
export function UserInfoPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  usePageTitle(t('userInfo.title'));
  const { me, refresh } = useSession();
  const [form, setForm] = useState<Form | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!me?.email) return;
    api
      .post('/backend/userdetails/{email}', { path: { email: me.email } })
      .then((d) =>
        setForm({
          firstName: d.firstName,
          lastName: d.lastName,
          address: d.address,
          country: d.country,
          contact: d.contact,
        }),
      )
      .catch((err: unknown) => console.error('userdetails', err));
  }, [me?.email]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const body: UpdateUserRequest = { ...form };
      const res = await api.post('/backend/update_user', { body });
      setNotice(res?.message ? replyText(res) : accountMessages.profileUpdated);
      await refresh();
    } catch (err) {
      // Spec texts: a refused update and a failed request read differently; the server's reason follows.
      setError(
        err instanceof ApiError
          ? `${accountMessages.profileUpdateFailed} ${err.message}`
          : t('userInfo.networkFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof Form) => (e: { target: { value: string } }) =>
    form && setForm({ ...form, [field]: e.target.value });

  return (
    <div className="container page stack" style={{ maxWidth: 760 }}>
      <h1>{t('userInfo.title')}</h1>
      <LoadingOverlay show={busy} label={t('userInfo.busy')} />
      <Card>
        {!form ? (
          <p role="status">{t('userInfo.loading')}</p>
        ) : (
          <form className="stack" onSubmit={save}>
            <Alert>{error}</Alert>
            <Alert kind="success">{notice}</Alert>
            <TextField
              label={t('fields.email')}
              value={me?.email ?? ''}
              readOnly
              hint={t('userInfo.emailFixed')}
            />
            <NameFields value={form} set={set} />
            <TextField
              label={t('fields.address')}
              name="address"
              required
              maxLength={300}
              value={form.address}
              onChange={set('address')}
            />
            <div className="grid-2">
              <Select
                label={t('fields.country')}
                name="country"
                required
                options={countryOptions(language)}
                value={form.country}
                onChange={set('country')}
              />
              <TextField
                label={t('fields.contactNumber')}
                name="contact"
                type="tel"
                required
                maxLength={30}
                value={form.contact}
                onChange={set('contact')}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {t('userInfo.save')}
            </Button>
          </form>
        )}
      </Card>
      <LowBalanceCard />
    </div>
  );
}
