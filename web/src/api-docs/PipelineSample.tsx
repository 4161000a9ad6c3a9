import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/Card';
import { CodeBlock } from '../ui/CodeBlock';
import { hasPipelineSample, pipelineCurlSample } from './pipeline-sample';

const codeStyle = { direction: 'ltr', textAlign: 'left' } as const;

/** The pipeline section of the OCR, ASR and Roman Urdu API pages: this service, then the next, in one call. */
export function PipelineSample({
  services,
  token,
}: {
  services: readonly AnyServiceDeclaration[];
  token: string | null;
}) {
  const { t } = useTranslation('apiDocs');
  if (!hasPipelineSample(services)) return null;
  const code = pipelineCurlSample(services, window.location.origin);
  return (
    <Card className="stack" data-testid="pipeline-sample">
      <h2>{t('pipeline.title')}</h2>
      <p>
        <code dir="ltr">POST /v1/pipeline</code> {t('pipeline.intro')}
      </p>
      <p>{t('pipeline.charges')}</p>
      {/* Keyed by the token: the box measures its overflow again once the token is in (keyboard scroll). */}
      <CodeBlock key={token ?? ''} style={codeStyle}>
        <code>{token ? code.replaceAll('YOUR_ACCESS_TOKEN', token) : code}</code>
      </CodeBlock>
    </Card>
  );
}
