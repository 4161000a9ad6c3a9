import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/Card';
import { CodeBlock } from '../ui/CodeBlock';
import { hasOpenAiRoutes, openAiNodeSample } from './openai-samples';

const codeStyle = { direction: 'ltr', textAlign: 'left' } as const;

/** The OpenAI SDK section of the speech API pages: the routes, and a Node sample with `baseURL`. */
export function OpenAiSamples({
  services,
  token,
}: {
  services: readonly AnyServiceDeclaration[];
  token: string | null;
}) {
  const { t } = useTranslation('apiDocs');
  if (!hasOpenAiRoutes(services)) return null;
  const code = openAiNodeSample(services, window.location.origin);
  return (
    <Card className="stack" data-testid="openai-samples">
      <h2>{t('openai.title')}</h2>
      <p>
        {t('openai.intro')} <code dir="ltr">POST /v1/audio/speech</code>,{' '}
        <code dir="ltr">POST /v1/audio/transcriptions</code> {t('and')} <code dir="ltr">GET /v1/models</code>
        {t('openai.introAfter')}
      </p>
      <p>{t('openai.names')}</p>
      {/* Keyed by the token: the box measures its overflow again once the token is in (keyboard scroll). */}
      <CodeBlock key={token ?? ''} style={codeStyle}>
        <code>{token ? code.replaceAll('YOUR_ACCESS_TOKEN', token) : code}</code>
      </CodeBlock>
    </Card>
  );
}
