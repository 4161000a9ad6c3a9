import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/Card';
import { CodeBlock } from '../ui/CodeBlock';
import { asyncPythonSample, nodeWebhookReceiver, pythonWebhookReceiver } from './async-samples';

const codeStyle = { direction: 'ltr', textAlign: 'left' } as const;

/** How to run a call in the background and be called back: one section per API page. */
export function AsyncSamples({ service, token }: { service: AnyServiceDeclaration; token: string | null }) {
  const { t } = useTranslation('apiDocs');
  const call = asyncPythonSample(service, window.location.origin);
  return (
    <Card className="stack" data-testid="async-samples">
      <h2>{t('async.title')}</h2>
      <p>
        {t('async.intro')} <code>Prefer: respond-async</code> {t('async.introAfter')} <code>callbackUrl</code>{' '}
        {t('async.callback')}
      </p>
      <h3>{t('async.call')}</h3>
      {/* Keyed by the token: the box measures its overflow again once the token is in (keyboard scroll). */}
      <CodeBlock key={token ?? ''} style={codeStyle}>
        <code>{token ? call.replaceAll('YOUR_ACCESS_TOKEN', token) : call}</code>
      </CodeBlock>
      <h3>{t('async.receiverPython')}</h3>
      <CodeBlock style={codeStyle}>
        <code>{pythonWebhookReceiver}</code>
      </CodeBlock>
      <h3>{t('async.receiverNode')}</h3>
      <CodeBlock style={codeStyle}>
        <code>{nodeWebhookReceiver}</code>
      </CodeBlock>
    </Card>
  );
}
