import { z } from "zod";
import {
  BUSINESS_ID_FIELDS,
  BUSINESS_INDUSTRIES,
  type CountryCode,
  EMPLOYEE_BANDS,
  HIGH_RISK_ACTIVITIES,
  IDENTIFIER_KEYS,
  type IdentifierKey,
  isRegionOf,
  MOST_PEOPLE_AT_ONCE_MAX,
  NEAREST_MEDICAL_MAX_MINUTES,
  normaliseCountry,
  OTHERS_ON_SITE_KINDS,
  OTHERS_ON_SITE_MAX,
  OTHERS_ON_SITE_MAX_COUNT,
  type OthersOnSite,
  validateIdentifier,
} from "../domain/catalogue";

const industryValues = BUSINESS_INDUSTRIES.map((i) => i.value) as [string, ...string[]];
const bandValues = EMPLOYEE_BANDS.map((b) => b.value) as [string, ...string[]];
const activityValues = HIGH_RISK_ACTIVITIES.map((a) => a.value) as [string, ...string[]];

/** Blank means "not given" for every optional text field. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A letterhead web address: http(s) only, "example.com" read as https. */
const websiteField = z
  .string({ error: "Website must be text" })
  .trim()
  .max(200, "Website must be at most 200 characters")
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
    let url: URL | null = null;
    try {
      url = new URL(withScheme);
    } catch {}
    if (!url || !["http:", "https:"].includes(url.protocol) || !url.hostname.includes(".")) {
      ctx.addIssue({ code: "custom", message: "Website must be a web address such as www.example.com" });
      return z.NEVER;
    }
    return withScheme;
  });

const letterheadFields = {
  address: optionalText(300, "Address"),
  phone: z
    .string({ error: "Phone must be text" })
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .regex(
      /^$|^\+?[0-9 ()\-.]*[0-9][0-9 ()\-.]*$/,
      "Phone may hold only digits, spaces, +, -, . and brackets",
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .string({ error: "E-mail must be text" })
    .trim()
    .max(254, "E-mail must be at most 254 characters")
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!z.email().safeParse(v).success) {
        ctx.addIssue({ code: "custom", message: "E-mail must be an address such as office@example.com" });
        return z.NEVER;
      }
      return v;
    }),
  website: websiteField,
};

const othersKindValues = OTHERS_ON_SITE_KINDS.map((k) => k.value) as [
  OthersOnSite["kind"],
  ...OthersOnSite["kind"][],
];

/** A whole number in a range; blank (null, "" or absent) means not given. */
const optionalWholeNumber = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .nullish()
      .transform((v) => v ?? null),
  );

/**
 * Site facts the first aid plan, the emergency plan and the inductions are written from. All are
 * optional: a document leaves a line to fill in for what is not given.
 */
const siteFactFields = {
  nearestMedical: optionalText(200, "Nearest hospital or medical centre"),
  nearestMedicalMinutes: optionalWholeNumber(
    1,
    NEAREST_MEDICAL_MAX_MINUTES,
    "Travel time to the nearest hospital or medical centre (minutes)",
  ),
  mostPeopleAtOnce: optionalWholeNumber(
    0,
    MOST_PEOPLE_AT_ONCE_MAX,
    "Most people at your premises at one time",
  ),
  remoteSite: z
    .boolean({ error: "Remote site must be yes (true) or no (false)" })
    .nullish()
    .transform((v) => v ?? false),
  othersOnSite: z
    .array(
      z.object({
        kind: z.enum(othersKindValues, {
          error: `Kind of people must be one of ${othersKindValues.join(", ")}`,
        }),
        count: z
          .number({ error: "Number of people must be a whole number" })
          .int("Number of people must be a whole number")
          .min(0, "Number of people must be at least 0")
          .max(OTHERS_ON_SITE_MAX_COUNT, `Number of people must be at most ${OTHERS_ON_SITE_MAX_COUNT}`),
      }),
      { error: "People on site who are not workers must be a list" },
    )
    .max(OTHERS_ON_SITE_MAX, `At most ${OTHERS_ON_SITE_MAX} kinds of people on site`)
    .nullish()
    .transform((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, o] of (list ?? []).entries()) {
        if (seen.has(o.kind)) {
          ctx.addIssue({
            code: "custom",
            path: [i, "kind"],
            message: "Each kind of people is listed once, with everyone of that kind in its number",
          });
        }
        seen.add(o.kind);
      }
      return (list ?? []) as OthersOnSite[];
    }),
};

const identifierField = z
  .string({ error: "Must be text" })
  .max(60, "Must be at most 60 characters")
  .nullish();

const businessFields = z.object({
  name: z
    .string({ error: "Business name is required" })
    .trim()
    .min(1, "Business name is required")
    .max(200, "Business name must be at most 200 characters"),
  country: z
    .string({ error: "Country is required" })
    .min(1, "Country is required")
    .transform((v, ctx) => {
      const code = normaliseCountry(v);
      if (!code) {
        ctx.addIssue({ code: "custom", message: "Country must be one of AU, UK, NZ or US" });
        return z.NEVER;
      }
      return code;
    }),
  jurisdiction: z.string({ error: "Region/State is required" }).min(1, "Region/State is required"),
  industry: z.enum(industryValues, { error: "Industry is required" }),
  industryOther: optionalText(100, "Industry"),
  employeeCount: z.enum(bandValues, { error: "Number of employees is required" }),
  workDescription: optionalText(2000, "Work description"),
  regions: z
    .array(z.string({ error: "Each region must be a region code" }), {
      error: "At least one region must be selected",
    })
    .min(1, "At least one region must be selected")
    .max(60, "Too many regions"),
  highRiskActivities: z
    .array(z.enum(activityValues, { error: "Unknown high-risk activity" }), {
      error: "High-risk activities must be a list",
    })
    .max(activityValues.length, "Too many high-risk activities")
    .default([])
    .transform((list) => [...new Set(list)]),
  ...letterheadFields,
  ...siteFactFields,
  ...(Object.fromEntries(IDENTIFIER_KEYS.map((k) => [k, identifierField])) as Record<
    IdentifierKey,
    typeof identifierField
  >),
});

type IdentifierValues = { [K in IdentifierKey]: string | null };

/**
 * One schema for the business form and the business routes. Older records call the regions
 * `states`; either is accepted. Identifiers are checked for real when given, stored normalised,
 * and only those of the chosen country (plus "other") are kept.
 */
export const businessInputSchema = z.preprocess(
  (raw) => {
    if (raw && typeof raw === "object" && !Array.isArray(raw)) {
      const input = raw as Record<string, unknown>;
      if (input.regions === undefined && input.states !== undefined)
        return { ...input, regions: input.states };
    }
    return raw;
  },
  businessFields.transform((b, ctx) => {
    const country = b.country as CountryCode;
    if (!isRegionOf(country, b.jurisdiction)) {
      ctx.addIssue({
        code: "custom",
        path: ["jurisdiction"],
        message: "Region/State must be one of the country's regions",
      });
    }
    const foreign = b.regions.filter((r) => !isRegionOf(country, r));
    if (foreign.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["regions"],
        message: `Regions must belong to the chosen country (not ${foreign.join(", ")})`,
      });
    }
    if (b.industry === "other" && !b.industryOther) {
      ctx.addIssue({ code: "custom", path: ["industryOther"], message: "Please specify your industry" });
    }

    const allowed = new Set<IdentifierKey>([
      ...BUSINESS_ID_FIELDS[country].map((f) => f.key),
      "otherBusinessId",
    ]);
    const identifiers = {} as IdentifierValues;
    const raw: Partial<Record<IdentifierKey, string | null>> = b;
    for (const key of IDENTIFIER_KEYS) {
      const value = raw[key]?.trim();
      identifiers[key] = null;
      if (!value || !allowed.has(key)) continue;
      const result = validateIdentifier(key, value);
      if (result.ok) identifiers[key] = result.value;
      else ctx.addIssue({ code: "custom", path: [key], message: result.message });
    }

    return {
      name: b.name,
      country,
      jurisdiction: b.jurisdiction,
      industry: b.industry,
      industryOther: b.industry === "other" ? b.industryOther : null,
      employeeCount: b.employeeCount,
      workDescription: b.workDescription,
      regions: [...new Set(b.regions)],
      highRiskActivities: b.highRiskActivities,
      address: b.address,
      phone: b.phone,
      email: b.email,
      website: b.website,
      nearestMedical: b.nearestMedical,
      nearestMedicalMinutes: b.nearestMedicalMinutes,
      mostPeopleAtOnce: b.mostPeopleAtOnce,
      remoteSite: b.remoteSite,
      othersOnSite: b.othersOnSite,
      ...identifiers,
    };
  }),
);

export type BusinessInput = z.input<typeof businessFields> & { states?: string[] };
export type BusinessData = z.output<typeof businessInputSchema>;

/** The largest letterhead logo file accepted, before the server scales it down. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** What a logo upload may be; the server decides by the file's bytes, this only guides the file picker. */
export const LOGO_ACCEPT = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";

/** What the API says about a stored logo; `updatedAt` changes with each upload. */
export const logoInfoSchema = z.object({
  mediaType: z.string(),
  width: z.number(),
  height: z.number(),
  updatedAt: z.string(),
});
export type LogoInfo = z.infer<typeof logoInfoSchema>;

/** A business as the API returns it. */
export const businessSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  country: z.string(),
  jurisdiction: z.string(),
  abn: z.string().nullable(),
  acn: z.string().nullable(),
  utr: z.string().nullable(),
  vatNumber: z.string().nullable(),
  companyNumber: z.string().nullable(),
  nzbn: z.string().nullable(),
  ein: z.string().nullable(),
  stateCorpNumber: z.string().nullable(),
  otherBusinessId: z.string().nullable(),
  industry: z.string(),
  industryOther: z.string().nullable(),
  workDescription: z.string().nullable(),
  employeeCount: z.string(),
  regions: z.array(z.string()),
  highRiskActivities: z.array(z.string()),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  nearestMedical: z.string().nullable(),
  nearestMedicalMinutes: z.number().nullable(),
  mostPeopleAtOnce: z.number().nullable(),
  remoteSite: z.boolean(),
  othersOnSite: z.array(z.object({ kind: z.enum(othersKindValues), count: z.number() })),
  /** The letterhead logo, when one is uploaded: its file is `GET /api/businesses/{id}/logo`. */
  logo: logoInfoSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** GET /api/businesses/{id}/existing-documents: document type → document id. */
export const existingDocumentsSchema = z.record(z.string(), z.string());
export type ExistingDocuments = z.infer<typeof existingDocumentsSchema>;

export const idParamsSchema = z.object({ id: z.string() });
