import {
  type AccountDeletionScheduled,
  AccountDeletionScheduledSchema,
  type DataExportState,
  DataExportStateSchema,
  type YourData,
  YourDataSchema,
} from "@stampwise/contract";
import { ApiError, apiGet, apiRequest, apiUrl } from "@stampwise/web";
import { queryOptions } from "@tanstack/react-query";

export const yourDataQueryKey = ["your-data"] as const;

/** `GET /user/data`; while a file is being prepared it asks again now and then, to show it ready. */
export const yourDataQueryOptions = queryOptions({
  queryKey: yourDataQueryKey,
  queryFn: ({ signal }) => apiGet("/user/data", YourDataSchema, { signal }),
  refetchInterval: (query) => (query.state.data?.latestExport?.status === "preparing" ? 3000 : false),
});

/** `POST /user/data-export`: one being prepared already is answered instead of a second. */
export async function requestDataExport(): Promise<DataExportState> {
  return (await apiRequest("/user/data-export", { method: "POST", schema: DataExportStateSchema })).data;
}

/** The file name the server gives, or a sensible one. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return named ?? "stampwise-data.zip";
}

/**
 * `GET /user/data-export/download/:token`, saved as a file. Fetched rather than followed as a
 * link, so a used or expired link shows its reason on the page instead of raw JSON.
 */
export async function downloadDataExport(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/user/data-export/download/${encodeURIComponent(token)}`), {
      credentials: "include",
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    throw new ApiError(response.status, await response.json().catch(() => undefined));
  }
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type { YourData };

/** `POST /user/leave/:organizationId`: the cards there end and what they hold is forfeited. */
export async function leaveBusiness(organizationId: string): Promise<void> {
  await apiRequest(`/user/leave/${encodeURIComponent(organizationId)}`, { method: "POST" });
}

/**
 * `POST /user/account-deletion`: with the password, or without one right after a Google sign-in.
 * The server signs the account out everywhere; the answer says when it will be erased.
 */
export async function requestAccountDeletion(password?: string): Promise<AccountDeletionScheduled> {
  return (
    await apiRequest("/user/account-deletion", {
      method: "POST",
      body: password === undefined ? {} : { password },
      schema: AccountDeletionScheduledSchema,
    })
  ).data;
}
