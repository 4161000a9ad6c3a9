import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import './ui/theme.css';
import './ui/layouts/layouts.css';
import './pages/pages.css';
import './i18n/urdu.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/AppRouter';
import { SessionProvider } from './ui/session';

// Pages load their code lazily; after a new release, a tab opened before it asks for chunk names that
// are gone. Reload once (not again within a minute, should the chunk really be missing) to get the new.
window.addEventListener('vite:preloadError', () => {
  const last = Number(sessionStorage.getItem('chunk-reload-at') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('chunk-reload-at', String(Date.now()));
  window.location.reload();
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </StrictMode>,
  );
