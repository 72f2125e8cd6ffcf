import { useQuery } from "@tanstack/react-query";
import type { CurrentUser, SessionProbe } from "../../contracts/auth";
import { throwIfNotOk } from "./api";

/** The cache key of the signed-in user (or null); pages update it after a sign-in or a profile change. */
export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/**
 * Asks the session probe rather than /api/auth/user: a visitor is a 200 with no user there, so a
 * public page opened signed out logs no failed request in the browser's console.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const res = await fetch("/api/auth/session", { credentials: "include" });
  await throwIfNotOk(res);
  return ((await res.json()) as SessionProbe).user;
}

/** Signed in when the probe names a user; no user means signed out, not an error. */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
