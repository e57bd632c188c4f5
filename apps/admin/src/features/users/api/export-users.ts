import { ORGANIZATION_HEADER, type UsersExportRequest } from "@stampwise/contract";
import { ApiError, apiUrl, getCurrentOrganizationId } from "@stampwise/web";
import { useMutation } from "@tanstack/react-query";
import { exportFilename } from "../export-filename";

export type UsersExport = { blob: Blob; filename: string };

/**
 * POST /user/export answers text/csv, which the JSON helper (apiRequest) cannot read, so this one
 * call uses fetch itself with the same cookie and organization header.
 */
async function exportUsers(request: UsersExportRequest): Promise<UsersExport> {
  const organizationId = getCurrentOrganizationId();
  let response: Response;
  try {
    response = await fetch(apiUrl("/user/export"), {
      method: "POST",
      credentials: "include",
      headers: {
        accept: "text/csv, application/json",
        "content-type": "application/json",
        ...(organizationId ? { [ORGANIZATION_HEADER]: organizationId } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => undefined));
  return {
    blob: await response.blob(),
    filename: exportFilename(response.headers.get("content-disposition"), new Date()),
  };
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
