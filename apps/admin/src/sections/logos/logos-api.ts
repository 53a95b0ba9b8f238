import { ZAdminLogo, ZAdminLogoList, type TLogoSlot } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../shared/api/client.ts';

export const logosQuery = queryOptions({
  queryKey: ['admin', 'logos'],
  queryFn: () => apiGet('/api/Admin/Content/Logos', ZAdminLogoList),
});

/** The file's bytes as base64 (the API takes JSON; 512 KB of image is about 700 KB of it). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      slot,
      device,
      file,
    }: {
      slot: TLogoSlot;
      device: 'PC' | 'Mobile';
      file: File;
    }) =>
      apiPost(
        '/api/Admin/Content/Logos/Upload',
        { Slot: slot, Device: device, DataBase64: await base64Of(file) },
        ZAdminLogo,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logosQuery.queryKey }),
  });
}
