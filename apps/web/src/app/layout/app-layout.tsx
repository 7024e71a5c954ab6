// The main layout of every protected screen: the chosen layout (modern or classic), the session
// expiry watcher, the page title, on the local database a notice while the vessel's data is still
// loading, and a crash boundary around the screen.
import './app-styles';
import './shell.css';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { SessionExpiryWatcher } from '../auth/session-expiry-watcher';
import { useCurrentScreen } from '../current-screen';
import { ErrorBoundary } from '../error-boundary';
import { FirstLoadNotice } from '../first-load-notice';
import { useLayoutChoice } from '../preferences';
import { ClassicLayout } from './classic-layout';
import { ModernLayout } from './modern-layout';

function useDocumentTitle(): void {
  const { t } = useTranslation('nav');
  const screen = useCurrentScreen();
  const title = screen ? t(screen.labelKey) : '';
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

export function AppLayout() {
  const [layout] = useLayoutChoice();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle();
  const Layout = layout === 'classic' ? ClassicLayout : ModernLayout;
  return (
    <Layout>
      <SessionExpiryWatcher />
      <FirstLoadNotice />
      <ErrorBoundary resetKey={pathname} onGoToDashboard={() => navigate('/')}>
        <Outlet />
      </ErrorBoundary>
    </Layout>
  );
}
