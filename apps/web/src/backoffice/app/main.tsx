/**
 * The back office: the staff's application at /backoffice/*, its own page and bundle (nothing of it
 * loads on the player site), on the Staff API (/api/admin, docs/backoffice.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './app.tsx';
import '@/styles/tokens.css';
import '@/styles/modal.css';
import './backoffice.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackofficeApp />
  </StrictMode>,
);
