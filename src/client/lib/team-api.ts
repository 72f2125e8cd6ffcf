import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  InvitationPreview,
  InviteInput,
  Team,
  TeamInvitation,
  UpdateMemberInput,
} from "../../contracts/team";
import { apiJson, apiRequest } from "./api";

export const TEAM_KEY = ["/api/team"] as const;

/** The signed-in person's place: owner of their own team, or a member of another's with a role. */
export function useTeam(enabled = true) {
  return useQuery<Team>({ queryKey: TEAM_KEY, enabled });
}

/**
 * What the screens may offer. The server decides every call; this only hides controls a role
 * cannot use (billing and members for anyone but the owner, changes for a viewer). While the
 * answer loads, nothing extra is hidden.
 */
export function useRole() {
  const team = useTeam();
  const role = team.data?.role ?? "owner";
  return {
    role,
    canBill: role === "owner",
    canWrite: role !== "viewer",
    canManageBusinesses: role === "owner" || role === "manager",
  };
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => apiJson<TeamInvitation>("POST", "/api/team/invitations", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/team/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: UpdateMemberInput & { userId: string }) =>
      apiJson<Team>("PUT", `/api/team/members/${userId}`, input),
    onSuccess: (team) => queryClient.setQueryData(TEAM_KEY, team),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest("DELETE", `/api/team/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/** Leaving or joining changes whose data everything shows: every query is read again. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/team/leave"),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useInvitationPreview(token: string, enabled: boolean) {
  return useQuery<InvitationPreview>({ queryKey: ["/api/team/join", token], enabled });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/team/join/${token}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
