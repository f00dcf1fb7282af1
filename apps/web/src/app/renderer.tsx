import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app into index.html's root, in a transition: React renders it in slices of a few
 * milliseconds, yielding to the browser between them, instead of one long task (issue 14).
 */
export function renderApp(container: HTMLElement, App: ComponentType): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
