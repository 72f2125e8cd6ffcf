import type { Query, QueryClient } from "@tanstack/react-query";
import type { Business } from "../../contracts/business";
import type { Policy, PolicySummary } from "../../contracts/documents";
import { listJob } from "../../domain/catalogue";
import { businessKey } from "./businesses-api";
import { POLICIES_KEY } from "./documents-api";

/** A document list query: `["/api/policies", { businessId }]`, as opposed to one document's. */
export const isPolicyList = (query: Query) => typeof query.queryKey[1] === "object";

/**
 * Puts a document the server has just created where the editor and the lists look for it, so
 * opening it (the ready banner's View Document, or any link to it) renders without a round trip.
 * The lists are refetched afterwards all the same; this only saves the wait.
 */
export function seedCreatedDocument(queryClient: QueryClient, policy: Policy) {
  queryClient.setQueryData(["/api/policies", policy.id], policy);
  const business = queryClient
    .getQueryData<Business[]>(["/api/businesses"])
    ?.find((b) => b.id === policy.businessId);
  if (!business) return;
  if (!queryClient.getQueryData(businessKey(business.id))) {
    queryClient.setQueryData(businessKey(business.id), business);
  }
  const { content: _content, metadata, ...fields } = policy;
  const summary: PolicySummary = {
    ...fields,
    businessName: business.name,
    job: listJob(policy.type, metadata),
  };
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: POLICIES_KEY, predicate: isPolicyList })) {
    const filter = (query.queryKey[1] as { businessId?: string | null }).businessId ?? null;
    const list = query.state.data as PolicySummary[] | undefined;
    if (!list || (filter !== null && filter !== policy.businessId) || list.some((p) => p.id === policy.id))
      continue;
    queryClient.setQueryData(query.queryKey, withSummary(list, summary));
  }
}

/** Lists run by business, newest change first within each: a new document leads its business's run. */
function withSummary(list: PolicySummary[], summary: PolicySummary): PolicySummary[] {
  const at = list.findIndex((p) => p.businessId === summary.businessId);
  return at < 0 ? [...list, summary] : [...list.slice(0, at), summary, ...list.slice(at)];
}
