import { useState } from 'react';
import { errorText } from './api';

/**
 * The error line and busy flag of a screen that sends one request at a time. `run(call)` clears
 * the error line and sets busy (the loading overlay) while `call` runs; anything it throws becomes
 * the error line. `stayBusy`: leave busy set on success, for a screen that navigates away.
 */
export function useRequest() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<void>, { stayBusy = false } = {}): Promise<void> {
    setError('');
    setBusy(true);
    try {
      await call();
      if (!stayBusy) setBusy(false);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
