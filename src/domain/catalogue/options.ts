import type { Option } from "./option";

export const EXTRA_POLICIES = [
  {
    value: "environmental",
    label: "Environmental Policy",
    description: "How the business prevents pollution, manages waste and meets environmental duties.",
  },
  {
    value: "drug-alcohol",
    label: "Drug & Alcohol Policy",
    description: "Rules, testing and support for keeping drugs and alcohol out of work.",
  },
  {
    value: "workplace-behaviour",
    label: "Workplace Behaviour Policy",
    description: "Expected conduct, and how bullying, harassment and discrimination are dealt with.",
  },
  {
    value: "injury-fitness",
    label: "Injury Management & Fitness for Work",
    description: "Reporting injuries, supporting recovery and checking workers are fit for their tasks.",
  },
  {
    value: "responsibilities",
    label: "Roles & Responsibilities",
    description: "Who is accountable for what in health and safety, from owners to workers.",
  },
  {
    value: "training-competency",
    label: "Training & Competency",
    description: "How workers are inducted, trained and assessed as competent for their work.",
  },
] as const satisfies readonly (Option & { description: string })[];

export type ExtraPolicy = (typeof EXTRA_POLICIES)[number]["value"];

export const HAZARD_TYPES = [
  { value: "physical", label: "Physical" },
  { value: "chemical", label: "Chemical" },
  { value: "biological", label: "Biological" },
  { value: "ergonomic", label: "Ergonomic" },
  { value: "psychosocial", label: "Psychosocial" },
  { value: "electrical", label: "Electrical" },
  { value: "fire", label: "Fire" },
  { value: "machinery", label: "Machinery" },
  { value: "height", label: "Working at Height" },
  { value: "confined-space", label: "Confined Space" },
  { value: "radiation", label: "Radiation" },
  { value: "noise", label: "Noise" },
] as const satisfies readonly Option[];

export type HazardType = (typeof HAZARD_TYPES)[number]["value"];

export const INCIDENT_TYPES = [
  { value: "near-miss", label: "Near Miss" },
  { value: "minor-injury", label: "Minor Injury" },
  { value: "major-injury", label: "Major Injury" },
  { value: "fatality", label: "Fatality" },
  { value: "property-damage", label: "Property Damage" },
  { value: "environmental-incident", label: "Environmental Incident" },
  { value: "security-incident", label: "Security Incident" },
  { value: "equipment-failure", label: "Equipment Failure" },
] as const satisfies readonly Option[];

export type IncidentType = (typeof INCIDENT_TYPES)[number]["value"];

export const EMERGENCY_TYPES = [
  { value: "fire", label: "Fire" },
  { value: "medical", label: "Medical Emergency" },
  { value: "chemical-spill", label: "Chemical Spill" },
  { value: "natural-disaster", label: "Natural Disaster" },
  { value: "security-threat", label: "Security Threat" },
  { value: "evacuation", label: "Evacuation" },
  { value: "bomb-threat", label: "Bomb Threat" },
  { value: "power-failure", label: "Power Failure" },
] as const satisfies readonly Option[];

export type EmergencyType = (typeof EMERGENCY_TYPES)[number]["value"];

export const INQUIRY_TYPES = [
  { value: "general", label: "General Question" },
  { value: "support", label: "Technical Support" },
  { value: "sales", label: "Sales Inquiry" },
  { value: "partnership", label: "Partnership" },
  { value: "compliance", label: "WHS Compliance Help" },
  { value: "billing", label: "Billing Question" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export type InquiryType = (typeof INQUIRY_TYPES)[number]["value"];
