import { CheckCircle2, Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Business } from "../../../contracts/business";
import {
  canUseExtraPolicies,
  compliancePoints,
  type DocumentTypeId,
  documentName,
  EMERGENCY_TYPES,
  EXTRA_POLICIES,
  HAZARD_TYPES,
  INCIDENT_TYPES,
  systemLabel,
} from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/use-toast";
import { TaskPicker } from "./TaskPicker";

export type ReadyInputs = {
  activity: string;
  location: string;
  scope: string;
  hazardTypes: string[];
  incidentTypes: string[];
  emergencyType: string;
  additionalPolicies: string[];
  taskIds: string[];
};

export const emptyInputs: ReadyInputs = {
  activity: "",
  location: "",
  scope: "",
  hazardTypes: [],
  incidentTypes: [],
  emergencyType: "",
  additionalPolicies: [],
  taskIds: [],
};

/** Inputs a type asks for before generating (the API accepts them all as optional). */
export function missingInputs(
  type: DocumentTypeId,
  inputs: ReadyInputs,
): Partial<Record<keyof ReadyInputs, string>> {
  const missing: Partial<Record<keyof ReadyInputs, string>> = {};
  if (type === "swms" && !inputs.activity.trim()) missing.activity = "Please describe the work activity";
  if (type === "swms" && !inputs.location.trim()) missing.location = "Please give the location";
  if (type === "risk-assessment" && !inputs.scope.trim())
    missing.scope = "Please describe the assessment scope";
  if (type === "emergency-plan" && !inputs.emergencyType)
    missing.emergencyType = "Please choose an emergency type";
  return missing;
}

type Props = {
  business: Business;
  documentType: DocumentTypeId;
  subscriptionStatus: string;
  onGenerate: (inputs: ReadyInputs) => void;
  onBack: () => void;
};

export function ReadyStep({ business, documentType, subscriptionStatus, onGenerate, onBack }: Props) {
  const [inputs, setInputs] = useState<ReadyInputs>(emptyInputs);
  const [errors, setErrors] = useState<Partial<Record<keyof ReadyInputs, string>>>({});
  const name = documentName(documentType, business.country);
  const extrasUnlocked = canUseExtraPolicies(subscriptionStatus);
  const set = <K extends keyof ReadyInputs>(key: K, value: ReadyInputs[K]) =>
    setInputs((i) => ({ ...i, [key]: value }));
  const toggle = (key: "hazardTypes" | "incidentTypes" | "additionalPolicies", value: string, on: boolean) =>
    set(key, on ? [...inputs[key], value] : inputs[key].filter((v) => v !== value));

  const lockedExtras = () =>
    toast({
      title: "Upgrade Required",
      description: "Enhanced policy options are available with Core plan and above",
      variant: "destructive",
      action: (
        <Link
          href="/subscribe?plan=core"
          className="shrink-0 rounded-md border border-white/60 px-3 py-1.5 text-sm font-medium"
        >
          Upgrade Now
        </Link>
      ),
    });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Document Generation</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold">
            Ready to generate the {name} for {business.name}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Written for your {systemLabel(business.country)}, covering:
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {compliancePoints(business.country).map((point) => (
              <li key={point} className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="h-4 w-4 text-brand-700" aria-hidden /> {point}
              </li>
            ))}
          </ul>
        </div>

        {documentType === "policy" ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">
              Additional policies {extrasUnlocked ? null : "(Core plan and above)"}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {EXTRA_POLICIES.map((p) => (
                <label
                  key={p.value}
                  className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                    checked={inputs.additionalPolicies.includes(p.value)}
                    onChange={(e) => {
                      if (!extrasUnlocked) {
                        e.preventDefault();
                        return lockedExtras();
                      }
                      toggle("additionalPolicies", p.value, e.target.checked);
                    }}
                  />
                  <span>
                    <span className="flex items-center gap-1 font-medium">
                      {p.label}{" "}
                      {extrasUnlocked ? null : (
                        <Lock className="h-3.5 w-3.5 text-slate-400" aria-label="Locked" />
                      )}
                    </span>
                    <span className="text-slate-600">{p.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {documentType === "swms" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="work-activity"
              label="Work Activity*"
              placeholder="e.g. Replacing roof sheeting"
              value={inputs.activity}
              error={errors.activity}
              onChange={(e) => set("activity", e.target.value)}
            />
            <TextField
              id="work-location"
              label="Location*"
              placeholder="Site address"
              value={inputs.location}
              error={errors.location}
              onChange={(e) => set("location", e.target.value)}
            />
            <div className="sm:col-span-2">
              <TaskPicker
                activity={inputs.activity}
                industry={business.industry}
                selected={inputs.taskIds}
                onChange={(ids) => set("taskIds", ids)}
              />
            </div>
          </div>
        ) : null}

        {documentType === "risk-assessment" ? (
          <>
            <TextField
              id="assessment-scope"
              label="Assessment Scope*"
              placeholder="e.g. Warehouse picking and dispatch"
              value={inputs.scope}
              error={errors.scope}
              onChange={(e) => set("scope", e.target.value)}
            />
            <CheckboxGroup
              legend="Hazard types"
              options={HAZARD_TYPES}
              values={inputs.hazardTypes}
              onToggle={(v, on) => toggle("hazardTypes", v, on)}
            />
          </>
        ) : null}

        {documentType === "emergency-plan" ? (
          <SelectField
            id="emergency-type"
            label="Emergency Type*"
            placeholder="Select an emergency type"
            options={EMERGENCY_TYPES}
            value={inputs.emergencyType}
            error={errors.emergencyType}
            onChange={(e) => set("emergencyType", e.target.value)}
          />
        ) : null}

        {documentType === "incident-form" ? (
          <CheckboxGroup
            legend="Incident types"
            options={INCIDENT_TYPES}
            values={inputs.incidentTypes}
            onToggle={(v, on) => toggle("incidentTypes", v, on)}
          />
        ) : null}

        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button
            size="lg"
            onClick={() => {
              const missing = missingInputs(documentType, inputs);
              setErrors(missing);
              if (Object.keys(missing).length === 0) onGenerate(inputs);
            }}
          >
            Generate {name}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          Disclaimer: generated documents are suggested documentation based on the details you gave and the
          law as we hold it. They are not legal advice. Review the document against your workplace before you
          rely on it.
        </p>
      </CardContent>
    </Card>
  );
}

function CheckboxGroup({
  legend,
  options,
  values,
  onToggle,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  values: string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={values.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
