/**
 * How a purchase started from the generator finds its way back: the query the purchase page
 * carries, and the generator address that resumes the kept wizard. Shared by the generator and
 * the purchase page, which are separate features.
 */
export const FROM_GENERATOR = "from=generator";
export const RESUME_PATH = "/generator?resume=1";
