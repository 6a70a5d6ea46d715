/**
 * The affiliates' portal at /affiliate/*: its own page and bundle (nothing of it loads on the player
 * site or in the back office), on the Affiliate API (/api/affiliate). It is drawn with the back
 * office's panel parts (backoffice/ui) and the design's tokens.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AffiliateApp } from './app.tsx';
import '@/styles/tokens.css';
// The sheets in the cascade's order (each rule after the ones it overrides): the panel's, then the portal's.
import '@/backoffice/ui/base.css';
import '@/backoffice/ui/forms.css';
import '@/backoffice/ui/login.css';
import '@/backoffice/ui/notice.css';
import '@/backoffice/ui/shell.css';
import '@/backoffice/ui/tables.css';
import '@/backoffice/ui/parts.css';
import '@/backoffice/ui/figures.css';
import './affiliate.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AffiliateApp />
  </StrictMode>,
);
