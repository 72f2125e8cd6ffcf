import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CalendarFeed,
  ComingDutiesView,
  ComplianceOverviewView,
  RequirementsView,
} from "../../../contracts/compliance";
import { apiJson } from "../../lib/api";

export const COMPLIANCE_KEY = ["/api/compliance"] as const;

export function useComplianceOverview() {
  return useQuery<ComplianceOverviewView>({ queryKey: COMPLIANCE_KEY });
}

export function useRequirements(businessId: string) {
  return useQuery<RequirementsView>({ queryKey: ["/api/businesses", businessId, "requirements"] });
}

export function useComingDuties(businessId: string) {
  return useQuery<ComingDutiesView>({ queryKey: ["/api/businesses", businessId, "coming"] });
}

/** PUT /api/policies/{id}/review; the Compliance panel and requirement views follow. */
export function useSetReviewDate(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nextReviewOn: string) =>
      apiJson<{ id: string; nextReviewOn: string }>("PUT", `/api/policies/${policyId}/review`, {
        nextReviewOn,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY });
      await queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
      await queryClient.invalidateQueries({ queryKey: ["/api/policies"] });
    },
  });
}

export const CALENDAR_FEED_KEY = ["/api/compliance/feed"] as const;

/** Whether the person has a subscribable review calendar (its address is shown only when made). */
export function useCalendarFeed() {
  return useQuery<CalendarFeed>({ queryKey: CALENDAR_FEED_KEY });
}

/** A new feed address; any old one stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeed>("POST", "/api/compliance/feed", {}),
    onSuccess: (feed) =>
      queryClient.setQueryData(CALENDAR_FEED_KEY, { active: feed.active, createdAt: feed.createdAt }),
  });
}
