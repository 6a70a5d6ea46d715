import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '@/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';

export interface KycFiles {
  id_front: File;
  id_back: File;
  address: File;
}

export interface KycUploadReply {
  success: true;
  message: string;
  status: 'pending';
}

/**
 * The three documents as multipart/form-data. The shared client sends JSON or text fields only,
 * so this call builds its own request; it fails the same way (ApiError with the server's text,
 * plain errors for network failures and unreadable replies).
 */
export async function uploadKyc(files: KycFiles): Promise<KycUploadReply> {
  const form = new FormData();
  form.append('id_front', files.id_front);
  form.append('id_back', files.id_back);
  form.append('address', files.address);
  const res = await fetch(`${API_BASE}kyc-upload.php`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    if (res.ok) throw new Error('Unreadable reply');
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!res.ok || record?.success === false) throw new ApiError(res.status, record);
  return data as KycUploadReply;
}

/** Uploads the documents; on success the profile reloads and shows the review state. */
export function useUploadKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
