import { localizeServerText } from './server-message';
import { useLanguage } from './use-language';

/** `(english) => text in the page's language` for messages that come from the server or contract. */
export function useServerText(): (text: string) => string {
  const language = useLanguage();
  return (text) => localizeServerText(text, language);
}
