import { type CreateQrCodeRequest, QrCodeSchema, type UpdateQrCodeRequest } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { qrCodesQueryKey } from "./get-qr-codes";

async function createQrCode(body: CreateQrCodeRequest) {
  const { data } = await apiRequest("/qrcode", { method: "POST", body, schema: QrCodeSchema });
  return data;
}

async function updateQrCode({ id, changes }: { id: string; changes: UpdateQrCodeRequest }) {
  const { data } = await apiRequest(`/qrcode/${id}`, {
    method: "PATCH",
    body: changes,
    schema: QrCodeSchema,
  });
  return data;
}

/** POST /qrcode */
export function useCreateQrCode() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: createQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesQueryKey(current?.id) }),
  });
}

/** PATCH /qrcode/{id} */
export function useUpdateQrCode() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: updateQrCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesQueryKey(current?.id) }),
  });
}
