import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { qrCodesQueryKey } from "./get-qr-codes";

async function deleteQrCode(id: string) {
  await apiRequest(`/qrcode/${id}`, { method: "DELETE" });
}

/** DELETE /qrcode/{id} */
export function useDeleteQrCode() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: deleteQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesQueryKey(current?.id) }),
  });
}
