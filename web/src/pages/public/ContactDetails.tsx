import { useTranslation } from 'react-i18next';
import { centre } from '../../content/centre';

export function ContactDetails() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  return (
    <address className="stack" style={{ fontStyle: 'normal' }}>
      <div>
        <strong>{t('centre.name')}</strong>
        <br />
        {centre.addressLines.map((l) => (
          <span key={l} dir="auto">
            {l}
            <br />
          </span>
        ))}
      </div>
      <div>
        {ta('contact.email')}{' '}
        <a href={`mailto:${centre.email}`} dir="ltr">
          {centre.email}
        </a>
      </div>
      <div>
        {ta('contact.phone')}{' '}
        <a href={`tel:${centre.phone.replace(/\s/g, '')}`} dir="ltr">
          {centre.phone}
        </a>
      </div>
    </address>
  );
}
