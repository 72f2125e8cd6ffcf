import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Approval, ReturnApprovalInput, TeamSettingsInput } from "../../contracts/approval";
import type { Team } from "../../contracts/team";
import { apiJson } from "./api";
import { TEAM_KEY } from "./team-api";

const approvalKey = (policyId: string) => ["/api/policies", policyId, "approval"] as const;

/** Where the document's current draft stands under approval before issue; read again after each save. */
export function useApproval(policyId: string, version: number) {
  return useQuery<Approval>({
    queryKey: [...approvalKey(policyId), version],
    queryFn: () => apiJson<Approval>("GET", `/api/policies/${policyId}/approval`),
  });
}

type Decision =
  | { kind: "submit"; version: number }
  | { kind: "approve"; version: number }
  | ({ kind: "return" } & ReturnApprovalInput);

/** Submitting, approving or returning the draft; the answer is the new state. */
export function useApprovalDecision(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: Decision) => {
      const path = kind === "submit" ? "" : `/${kind}`;
      return apiJson<Approval>("POST", `/api/policies/${policyId}/approval${path}`, body);
    },
    onSuccess: (approval, decision) =>
      queryClient.setQueryData([...approvalKey(policyId), decision.version], approval),
  });
}

/** Settings → Team: the owner's switch for approval before issue. */
export function useTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamSettingsInput) => apiJson<Team>("PUT", "/api/team/settings", input),
    onSuccess: (team) => queryClient.setQueryData(TEAM_KEY, team),
  });
}
