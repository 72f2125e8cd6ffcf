import { z } from "zod";

/** The most list items one page may hold, and how many a page holds when `limit` is not given. */
export const MAX_PAGE_SIZE = 100;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${field} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be a whole number from ${min} to ${max}`)
    .optional();

/**
 * `?page=&limit=` of the business and document lists. The answer stays a plain array (the first
 * page is what a caller without these gets); a `Link: <…>; rel="next"` header points at the next page.
 */
export const pageQuerySchema = z.object({
  page: wholeNumber("page", 1, 100_000),
  limit: wholeNumber("limit", 1, MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
