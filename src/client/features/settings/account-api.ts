import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, SecurityStatus } from "../../../contracts/account";
import { apiJson } from "../../lib/api";

export const NOTIFICATIONS_KEY = ["/api/account/notifications"] as const;
export const SECURITY_KEY = ["/api/account/security"] as const;

export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: NOTIFICATIONS_KEY });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiJson<NotificationSettings>("PUT", "/api/account/notifications", settings),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATIONS_KEY, saved),
  });
}

export function useSecurityStatus() {
  return useQuery<SecurityStatus>({ queryKey: SECURITY_KEY });
}
