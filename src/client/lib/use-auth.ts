import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../contracts/auth";
import { getQueryFn } from "./api";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** Signed in when the user call returns data; a 401 means signed out, not an error. */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
