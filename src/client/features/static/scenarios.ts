import {
  bandRange,
  type DocumentTypeId,
  documentType,
  type PackId,
  packById,
} from "../../../domain/catalogue";
import { citationTitle, profileFor } from "../../../domain/legal";

/**
 * Example scenarios for the small-business page: made-up businesses (never customers) with what
 * the knowledge base says the law asks of them and the documents that answer it.
 */
type ScenarioInput = {
  id: string;
  business: string;
  region: string;
  employees: string;
  /** Threshold ids of the region's profile; empty uses its high-risk work rule instead. */
  thresholds: string[];
  documents: DocumentTypeId[];
};

const INPUTS: ScenarioInput[] = [
  {
    id: "roofing-nsw",
    business: "A roofing contractor with 8 workers",
    region: "AU-NSW",
    employees: "6-19",
    thresholds: [],
    documents: ["policy", "swms", "risk-assessment"],
  },
  {
    id: "cafe-uk",
    business: "A café with 12 staff",
    region: "UK-GB",
    employees: "6-19",
    thresholds: ["uk-written-policy", "uk-risk-assessment-record"],
    documents: ["policy", "risk-assessment", "first-aid-plan"],
  },
  {
    id: "warehouse-us",
    business: "A warehouse with 25 employees",
    region: "US-OH",
    employees: "20-49",
    thresholds: ["us-eap-fpp-written", "us-recordkeeping"],
    documents: ["emergency-plan", "incident-form", "training-record"],
  },
];

export type Scenario = {
  id: string;
  business: string;
  place: string;
  /** What the law asks, each with the instruments it rests on. */
  duties: { text: string; sources: string[] }[];
  documents: { title: string; pack: string }[];
  packs: { id: PackId; name: string; price: number }[];
};

function inRange(employees: string, min?: number, max?: number): boolean {
  const range = bandRange(employees);
  if (!range) return false;
  if (min !== undefined && range.min < min) return false;
  if (max !== undefined && (range.max === null || range.max > max)) return false;
  return true;
}

export function exampleScenarios(): Scenario[] {
  return INPUTS.map((input) => {
    const profile = profileFor(input.region);
    const duties =
      input.thresholds.length > 0
        ? input.thresholds.map((id) => {
            const t = profile.thresholds.find((x) => x.id === id);
            if (!t) throw new Error(`No threshold "${id}" for ${input.region}`);
            if (!inRange(input.employees, t.minEmployees, t.maxEmployees)) {
              throw new Error(`Threshold "${id}" does not apply to ${input.employees} employees`);
            }
            return { text: t.consequence, sources: t.citations.map(citationTitle) };
          })
        : [
            {
              text: `${profile.highRiskWork.documentName}: ${profile.highRiskWork.mandatory}`,
              sources: profile.highRiskWork.citations.map(citationTitle),
            },
          ];
    const documents = input.documents.map((id) => {
      const d = documentType(id);
      return { title: d.title, pack: packById(d.packId).name };
    });
    const packIds = [...new Set(input.documents.map((id) => documentType(id).packId))];
    return {
      id: input.id,
      business: input.business,
      place: profile.name,
      duties,
      documents,
      packs: packIds.map((id) => {
        const p = packById(id);
        return { id: p.id, name: p.name, price: p.price };
      }),
    };
  });
}
