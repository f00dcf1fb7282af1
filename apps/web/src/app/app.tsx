import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router';
import { queryClient } from '../lib/query-client';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes, preloadFirstPage } from './router';
import { theme } from './theme';

preloadFirstPage(window.location.pathname);

function RoutesWithErrorScreen() {
  return (
    <RouteErrorBoundary location={useLocation().pathname}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          <RoutesWithErrorScreen />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
