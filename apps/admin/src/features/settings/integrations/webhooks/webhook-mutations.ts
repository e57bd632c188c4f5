import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
} from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webhookKeys } from "./webhook-queries";

/** Every change reads the list again, also after a failure (a 404: someone else deleted it). */
function useWebhookMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(current?.id) }),
  });
}

/** POST /webhook-endpoint: the answer holds the signing secret, shown once. */
export function useCreateWebhookEndpoint() {
  return useWebhookMutation(async (body: CreateWebhookEndpointRequest) => {
    const { data } = await apiRequest("/webhook-endpoint", {
      method: "POST",
      body,
      schema: WebhookEndpointCreatedSchema,
    });
    return data;
  });
}

export function useUpdateWebhookEndpoint() {
  return useWebhookMutation(async ({ id, body }: { id: string; body: UpdateWebhookEndpointRequest }) => {
    const { data } = await apiRequest(`/webhook-endpoint/${id}`, {
      method: "PATCH",
      body,
      schema: WebhookEndpointSchema,
    });
    return data;
  });
}

export function useDeleteWebhookEndpoint() {
  return useWebhookMutation(async (id: string) => {
    await apiRequest(`/webhook-endpoint/${id}`, { method: "DELETE" });
  });
}

export function useRotateWebhookSecret() {
  return useWebhookMutation(async (id: string) => {
    const { data } = await apiRequest(`/webhook-endpoint/${id}/rotate-secret`, {
      method: "POST",
      schema: WebhookSecretSchema,
    });
    return data.secret;
  });
}

export function useSendTestWebhook() {
  return useWebhookMutation(async (id: string) => {
    const { data } = await apiRequest(`/webhook-endpoint/${id}/test`, {
      method: "POST",
      schema: WebhookDeliverySchema,
    });
    return data;
  });
}

export function useResendWebhookDelivery() {
  return useWebhookMutation(
    async ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) => {
      const { data } = await apiRequest(`/webhook-endpoint/${endpointId}/delivery/${deliveryId}/resend`, {
        method: "POST",
        schema: WebhookDeliverySchema,
      });
      return data;
    },
  );
}
