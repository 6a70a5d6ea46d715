import { afterAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { dismissToast, getToasts } from '@/lib/toast.ts';

/**
 * The web project's files share their worker (`isolate: false` in vitest.config.ts): what one file
 * leaves in the DOM, in web storage or cookies (a player id left in localStorage reads as a logged-in
 * player), in a global stub, a spy, fake timers or the toasts' state is cleared before the next file
 * starts (the back office's own state: backoffice/app/test-setup.ts).
 */
// findBy and waitFor wait up to 3 s (1 s by default): a loaded machine renders slower, a broken page still fails.
configure({ asyncUtilTimeout: 3000 });

afterAll(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const toast of getToasts()) dismissToast(toast.id);
});
