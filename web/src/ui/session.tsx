import type { UiLanguage } from '@zuban/contract/languages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { currentLanguage, switchLanguage } from '../i18n/i18n';
import { cookieLanguage } from '../i18n/language';
import { ApiError, api } from './api';

/** What GET /backend/me answers for a signed-in session. */
export interface Me {
  email: string;
  firstName: string;
  role: 'user' | 'admin';
  balance: number | null;
  /** The interface language saved in the profile. */
  language?: UiLanguage;
  /** Whether someone chose that language; false for accounts made by the CLI or before 0007. */
  languageChosen?: boolean;
}

export type SessionKind = 'loading' | 'visitor' | 'user' | 'staff';

interface SessionValue {
  kind: SessionKind;
  me: Me | null;
  /** Asks the server again (balance, name); a 401 turns the session into a visitor. */
  refresh: () => Promise<Me | null>;
  /** After a successful sign-in: learn who we are, then open `nextPath` in the right route set. */
  signedIn: (nextPath: string) => Promise<void>;
  /** Ends the session on the server and opens `nextPath` (default /landingPage). */
  signOut: (nextPath?: string) => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

function kindOf(me: Me | null): SessionKind {
  if (!me) return 'visitor';
  return me.role === 'admin' ? 'staff' : 'user';
}

async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get('/backend/me');
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * This browser's choice (the `lang` cookie) is the latest one: the profile learns it. A browser with
 * no choice yet opens in the language the profile keeps, when someone chose it (on another device,
 * the page registered from). An account that never chose one keeps the page's language, and the
 * profile learns that instead (#34): signing in must not switch an Urdu visitor to English.
 */
async function reconcileLanguage(me: Me): Promise<void> {
  const cookie = cookieLanguage();
  const chosen = me.languageChosen !== false;
  if (!cookie && chosen) {
    if (me.language) await switchLanguage(me.language);
    return;
  }
  const page = cookie ?? currentLanguage();
  if (chosen && me.language === page) return;
  try {
    await api.post('/backend/update_user', { body: { emailId: me.email, language: page } });
  } catch {
    // The profile catches up on a later page; the page itself is already in the chosen language.
  }
}

/**
 * The one source of truth for who is signed in: the server's answer to GET /backend/me (the session
 * cookie is httpOnly, so nothing in localStorage decides this).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ kind: SessionKind; me: Me | null }>({ kind: 'loading', me: null });

  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      if (me) await reconcileLanguage(me);
      setState({ kind: kindOf(me), me });
      return me;
    } catch {
      // A network or server failure leaves the session as it was, with an empty balance (spec section 4).
      setState((prev) =>
        prev.kind === 'loading'
          ? { kind: 'visitor', me: null }
          : { kind: prev.kind, me: prev.me ? { ...prev.me, balance: null } : null },
      );
      return null;
    }
  }, []);

  const signedIn = useCallback(async (nextPath: string) => {
    const me = await fetchMe();
    if (me) await reconcileLanguage(me);
    // The route set depends on the session kind; the new router reads the address when it is built.
    window.history.replaceState(null, '', nextPath);
    setState({ kind: kindOf(me), me });
  }, []);

  const signOut = useCallback(async (nextPath = '/landingPage') => {
    try {
      await api.post('/backend/logout');
    } finally {
      window.history.replaceState(null, '', nextPath);
      setState({ kind: 'visitor', me: null });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(
    () => ({ kind: state.kind, me: state.me, refresh, signedIn, signOut }),
    [state, refresh, signedIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
