import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycUploadReply } from '@app/shared/api/account.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';

export interface KycFiles {
  id_front: File;
  id_back: File;
  address: File;
}

export type { KycUploadReply };

/** The three documents as multipart/form-data. */
export function uploadKyc(files: KycFiles): Promise<KycUploadReply> {
  return apiRequest<KycUploadReply>('POST', 'kyc-upload.php', { multipart: { ...files } });
}

/** Uploads the documents; on success the profile reloads and shows the review state. */
export function useUploadKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
