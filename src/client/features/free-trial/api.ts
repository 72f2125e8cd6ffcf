import type { FreeTrialInput, FreeTrialResult } from "../../../contracts/free-trial";
import { apiJson } from "../../lib/api";

export function generateFreeTrial(input: FreeTrialInput): Promise<FreeTrialResult> {
  return apiJson<FreeTrialResult>("POST", "/api/free-trial/generate", input);
}
