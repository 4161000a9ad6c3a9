import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { api } from '../api';
import { useSession } from '../session';

/**
 * The bar's language switch: one button naming the other language in its own script. The choice goes
 * into the `lang` cookie at once and, for a signed-in user or staff member, into the profile too, so
 * the next sign-in and the account mails follow it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { kind, me } = useSession();
  const next = currentLanguage() === 'ur' ? 'en' : 'ur';

  async function choose() {
    await switchLanguage(next);
    if (kind !== 'user' && kind !== 'staff') return;
    // Keeping the cookie is what matters for this browser; a failed save only loses it for other ones.
    try {
      await api.post('/backend/update_user', { body: { emailId: me?.email, language: next } });
    } catch {
      // Nothing to tell the user: the page already switched.
    }
  }

  return (
    <button
      type="button"
      className="bar-link lang-switch"
      lang={next}
      dir="auto"
      title={t('language.switchToName')}
      data-testid="language-switch"
      onClick={() => void choose()}
    >
      {t('language.switchTo')}
    </button>
  );
}
