import { useQuery } from "@tanstack/react-query";
import type { SignatureList } from "../../../contracts/sign-on";

/** Every signature of a document, read afresh whenever a view of them opens: crews sign meanwhile. */
export function useSignatures(policyId: string, enabled = true) {
  return useQuery<SignatureList>({
    queryKey: ["/api/policies", policyId, "signatures"],
    refetchOnMount: "always",
    enabled,
  });
}
