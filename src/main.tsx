import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';

// The first render as a transition: React renders it in slices and lets the browser paint and
// handle input in between, instead of one long task (Total Blocking Time on phones).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
});
