import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles/base.css';
import './styles/shell.css';
import './styles/ui.css';
import './styles/modal.css';

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser paint and answer input between them, instead of one long task of the whole page (on a
// slow phone that task was most of the page's blocking time; npm run bench:lighthouse).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
