/**
 * The back office: the staff's application at /backoffice/*, its own page and bundle (nothing of it
 * loads on the player site), on the Staff API (/api/admin, docs/backoffice.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './app.tsx';
import '@/styles/tokens.css';
import '@/styles/modal.css';
// The sheets in the cascade's order (each rule after the ones it overrides): ui's, the shell's, each feature's.
import '@/backoffice/ui/base.css';
import '@/backoffice/ui/forms.css';
import '@/backoffice/ui/login.css';
import '@/backoffice/ui/notice.css';
import '@/backoffice/ui/shell.css';
import '@/backoffice/ui/tables.css';
import '@/backoffice/features/kyc/kyc.css';
import '@/backoffice/ui/data-grid.css';
import '@/backoffice/ui/parts.css';
import '@/backoffice/features/reports/reports.css';
import '@/backoffice/ui/figures.css';
import '@/backoffice/features/messages/messages.css';
import '@/backoffice/features/players/players.css';
import '@/backoffice/features/staff/staff.css';
import '@/backoffice/features/sites/sites.css';
import '@/backoffice/features/content/content.css';
import '@/backoffice/features/bonus/bonus.css';
import '@/backoffice/features/games/games.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackofficeApp />
  </StrictMode>,
);
