import { apiRequest, type HttpMethod, type RequestOptions } from '@/lib/api-client.ts';

/**
 * The four calls of /api/messages.php (GET list, POST mark read, DELETE, PUT new message) through
 * the shared client. Every call carries the AJAX marker header: PUT requires it, the others do not mind.
 */
export function messagesRequest<T>(
  method: HttpMethod,
  options: Pick<RequestOptions, 'query' | 'json'> = {},
): Promise<T> {
  return apiRequest<T>(method, 'messages.php', {
    ...options,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}
