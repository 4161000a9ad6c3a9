import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session';
import { AppShell } from './AppShell';
import { SignedInBar } from './SignedInBar';
import { SignedInFooter } from './SignedInFooter';

/** Signed-in shell. The balance is asked for again on every navigation (spec: on every render of the bar). */
export function SignedInLayout() {
  const { refresh } = useSession();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is a new navigation.
  useEffect(() => {
    void refresh();
  }, [location.key, refresh]);
  return <AppShell bar={<SignedInBar />} footer={<SignedInFooter />} />;
}
