import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import './ui/theme.css';
import './ui/layouts/layouts.css';
import './pages/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/AppRouter';
import { SessionProvider } from './ui/session';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </StrictMode>,
  );
