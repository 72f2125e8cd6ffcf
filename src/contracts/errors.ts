import { z } from "zod";

/** Every non-2xx answer of the API has this shape; `errors` names each failing field of a request. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = NonNullable<ApiError["errors"]>[number];

/** "name: Business name is required; regions: At least one region must be selected" */
export function summariseFieldErrors(errors: FieldError[]): string {
  return errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join("; ");
}
