import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { responsibleKeys } from '@/api/query-keys.ts';
import { apiGet, apiPost, callQueryOptions } from '@/lib/api-client.ts';
import type { ResponsibleAction, ResponsibleActionReply, ResponsibleReply } from './types.ts';

/** GET responsible-gaming.php: the player's limits (with pending raises), reality check and exclusion. */
export function getResponsibleGaming(): Promise<ResponsibleReply> {
  return apiGet<ResponsibleReply>('responsible-gaming.php');
}

export const responsibleQueryOptions = callQueryOptions(responsibleKeys.all, getResponsibleGaming);

export function useResponsibleGaming() {
  return useQuery(responsibleQueryOptions);
}

/** POST responsible-gaming.php with one action; the settings are read again after it. */
export function postResponsible(action: ResponsibleAction): Promise<ResponsibleActionReply> {
  return apiPost<ResponsibleActionReply>('responsible-gaming.php', action);
}

export function useResponsibleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postResponsible,
    onSuccess: () => client.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
}
