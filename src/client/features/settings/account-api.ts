import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, SecurityStatus } from "../../../contracts/account";
import type { TwoFactorRecoveryStatus } from "../../../contracts/auth";
import { apiJson } from "../../lib/api";

export const NOTIFICATIONS_KEY = ["/api/account/notifications"] as const;
export const SECURITY_KEY = ["/api/account/security"] as const;
export const TWO_FACTOR_RECOVERY_KEY = ["/api/auth/two-factor/recovery"] as const;

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

/** A running two-factor recovery of the signed-in account: when its waiting period ends, or null. */
export function useTwoFactorRecovery() {
  return useQuery<TwoFactorRecoveryStatus>({ queryKey: TWO_FACTOR_RECOVERY_KEY });
}
