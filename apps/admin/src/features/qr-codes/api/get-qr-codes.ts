import { QrCodeSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";

const QrCodeListSchema = z.array(QrCodeSchema);

/** Under the organization, so switching organization never shows the previous one's codes. */
export function qrCodesQueryKey(organizationId: string | undefined) {
  return ["qr-codes", organizationId] as const;
}

export function qrCodesQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: qrCodesQueryKey(organizationId),
    queryFn: ({ signal }) => apiGet("/qrcode", QrCodeListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** GET /qrcode: this organization's QR code definitions of both types, newest first. */
export function useQrCodes() {
  const { current } = useCurrentOrganization();
  return useQuery(qrCodesQueryOptions(current?.id));
}
