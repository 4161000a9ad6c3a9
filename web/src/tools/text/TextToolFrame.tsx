import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n/i18n';
import { localizeServerMessage } from '../../i18n/server-message';
import { useLanguage } from '../../i18n/use-language';
import { Alert } from '../../ui/Alert';
import { staffApi } from '../../ui/api';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { ToolResult } from '../../ui/ToolResult';
import { submitLabel } from '../submit-label';
import { toolFailure } from '../tool-failure';
import { localizedDropdown, screenTitle } from './screen-title';
import {
  dropdownFor,
  requestFor,
  type TextToolForm,
  type TextToolScreen,
  validationMessage,
} from './text-tools';

/**
 * A text tool's call (spec tools §2): a form the service would refuse gets the spec's alert and no
 * call; otherwise the tool path is asked under the loading overlay. The error line stays until a
 * later call succeeds. Calls from here use the session cookie: free for the user.
 */
export function useTextToolCall(screen: TextToolScreen) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Counts finished calls: the frame moves focus to the output or the error line after each.
  const [settled, setSettled] = useState(0);

  async function call<R>(form: TextToolForm, answered: (response: R) => void): Promise<void> {
    const { service, body } = requestFor(screen, form);
    const alert = validationMessage(service, body);
    if (alert) {
      window.alert(localizeServerMessage(alert, currentLanguage()));
      return;
    }
    setBusy(true);
    try {
      const answer = await staffApi.post<{ response: R }>(service.toolPaths[0]!, body);
      answered(answer.response);
      setError('');
    } catch (err) {
      // The spec's "Sorry! Output is not generated…" for any failed answer; network errors show their own.
      const { error: line, detail } = toolFailure(err, service.failure);
      setError(detail ? `${line} ${detail}` : line);
    } finally {
      setBusy(false);
      setSettled((n) => n + 1);
    }
  }

  return { busy, error, setError, call, settled };
}

interface TextToolFrameProps {
  screen: TextToolScreen;
  busy: boolean;
  error: string;
  onSubmit: (event: FormEvent) => void;
  /** Input and the tool's own options, above the buttons. */
  controls: ReactNode;
  /** The output, below the buttons. */
  children: ReactNode;
  /** useTextToolCall's count of finished calls: focus goes to the output or the error after each. */
  settled: number;
  /** The output as text, spoken by screen readers when a call is answered. */
  announcement: string;
}

/**
 * What every text-tool screen shows around its own input and output: the title, the loading
 * overlay, the error line, the dropdown of text tools, the submit button (Tag / Stem / Submit)
 * and Cancel to /.
 */
export function TextToolFrame({
  screen,
  busy,
  error,
  onSubmit,
  controls,
  children,
  settled,
  announcement,
}: TextToolFrameProps) {
  const { t } = useTranslation('tools');
  const language = useLanguage();
  const title = screenTitle(screen, language);
  usePageTitle(title);
  const navigate = useNavigate();
  const errorLine = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished call, reading that call's error.
  useEffect(() => {
    if (settled > 0) (error ? errorLine : result).current?.focus();
  }, [settled]);
  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <h1>{title}</h1>
      <LoadingOverlay show={busy} label={t('processing')} />
      <Alert focusRef={errorLine}>{error}</Alert>
      <Card>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <Select
            label={t('textTools')}
            options={localizedDropdown(dropdownFor(screen.path), language)}
            value={screen.path}
            onChange={(e) => navigate(e.target.value)}
          />
          {controls}
          <div className="row">
            <Button type="submit">{submitLabel(screen.services[0]!.submitLabel, t)}</Button>
            <ButtonLink to="/" variant="secondary">
              {t('cancel')}
            </ButtonLink>
          </div>
          <ToolResult label={t('result')} announcement={announcement} focusRef={result}>
            {children}
          </ToolResult>
        </form>
      </Card>
    </div>
  );
}
