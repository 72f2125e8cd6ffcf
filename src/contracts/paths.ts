/**
 * Addresses the client builds and the server answers, apart from the schemas: a page that only
 * links to them does not load zod with them.
 */

/** Every document of a business as one .zip, or only those of one type. */
export const bundlePath = (businessId: string, type?: string) =>
  `/api/businesses/${businessId}/documents.zip${type ? `?type=${encodeURIComponent(type)}` : ""}`;
