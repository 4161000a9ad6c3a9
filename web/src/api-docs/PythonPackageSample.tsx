import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../ui/CodeBlock';
import { pythonPackageSample } from './python-package-sample';

const codeStyle = { direction: 'ltr', textAlign: 'left' } as const;

/** The service through the Python package (clients/python), beside the requests samples. */
export function PythonPackageSample({
  service,
  token,
}: {
  service: AnyServiceDeclaration;
  token: string | null;
}) {
  const { t } = useTranslation('apiDocs');
  const code = pythonPackageSample(service, window.location.origin);
  return (
    <div className="stack" data-testid="python-package-sample">
      <h3>{t('pythonPackage.title')}</h3>
      <p>
        {t('pythonPackage.intro')} <code>pip install ./clients/python</code> {t('pythonPackage.introAfter')}{' '}
        <code>clients/python/README.md</code>
        {t('pythonPackage.end')}
      </p>
      {/* Keyed by the token: the box measures its overflow again once the token is in (keyboard scroll). */}
      <CodeBlock key={token ?? ''} style={codeStyle}>
        <code>{token ? code.replaceAll('YOUR_ACCESS_TOKEN', token) : code}</code>
      </CodeBlock>
    </div>
  );
}
