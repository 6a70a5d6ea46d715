import type { MessageReply } from '@app/shared/api/common.ts';
import { apiPost } from '@/lib/api-client.ts';
import { clearStoredUser } from '@/lib/storage.ts';

export function postLogout(): Promise<MessageReply> {
  return apiPost<MessageReply>('logout.php');
}

/**
 * Logs out and leaves with a full page load. Server failures are silent: the stored user is
 * cleared and the visitor leaves anyway.
 */
export async function logoutAndLeave(target: '/' | '/auth/login'): Promise<void> {
  try {
    await postLogout();
  } catch {
    // silent per the spec's catalogue
  }
  clearStoredUser();
  window.location.href = target;
}
