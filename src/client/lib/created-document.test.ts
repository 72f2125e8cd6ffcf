import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Business } from "../../contracts/business";
import type { Policy, PolicySummary } from "../../contracts/documents";
import { seedCreatedDocument } from "./created-document";

const business = (id: string, name: string) => ({ id, name }) as Business;
const summary = (id: string, businessId: string): PolicySummary =>
  ({ id, businessId, businessName: businessId, title: id }) as PolicySummary;
const created = {
  id: "new",
  businessId: "b2",
  title: "Hazard Register — Two Pty Ltd",
  content: { title: "Hazard Register — Two Pty Ltd", sections: [] },
  metadata: {},
} as unknown as Policy;

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    ["/api/businesses"],
    [business("b1", "One Pty Ltd"), business("b2", "Two Pty Ltd")],
  );
  return queryClient;
}

describe("seeding a created document", () => {
  it("gives the editor the document as the server returned it, and the business it belongs to", () => {
    const queryClient = client();
    seedCreatedDocument(queryClient, created);
    expect(queryClient.getQueryData(["/api/policies", "new"])).toBe(created);
    expect(queryClient.getQueryData<Business>(["/api/businesses", "b2"])?.name).toBe("Two Pty Ltd");
  });

  it("puts its summary first in its business's run of every loaded list that shows that business", () => {
    const queryClient = client();
    const all = [summary("a", "b1"), summary("b", "b2"), summary("c", "b2")];
    queryClient.setQueryData(["/api/policies", { businessId: null }], all);
    queryClient.setQueryData(["/api/policies", { businessId: "b2" }], [summary("b", "b2")]);
    queryClient.setQueryData(["/api/policies", { businessId: "b1" }], [summary("a", "b1")]);
    seedCreatedDocument(queryClient, created);

    const ids = (businessId: string | null) =>
      queryClient.getQueryData<PolicySummary[]>(["/api/policies", { businessId }])?.map((p) => p.id);
    expect(ids(null)).toEqual(["a", "new", "b", "c"]);
    expect(ids("b2")).toEqual(["new", "b"]);
    expect(ids("b1")).toEqual(["a"]);
    const seeded = queryClient
      .getQueryData<PolicySummary[]>(["/api/policies", { businessId: null }])
      ?.find((p) => p.id === "new");
    expect(seeded).toMatchObject({ businessName: "Two Pty Ltd", title: created.title });
    expect(seeded).not.toHaveProperty("content");
  });

  it("adds it once, and leaves lists that are not loaded alone", () => {
    const queryClient = client();
    queryClient.setQueryData(["/api/policies", { businessId: null }], [summary("new", "b2")]);
    seedCreatedDocument(queryClient, created);
    expect(queryClient.getQueryData<PolicySummary[]>(["/api/policies", { businessId: null }])).toHaveLength(
      1,
    );
    expect(queryClient.getQueryData(["/api/policies", { businessId: "b2" }])).toBeUndefined();
  });
});
