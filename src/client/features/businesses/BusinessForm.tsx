import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Business, type BusinessData, businessInputSchema } from "../../../contracts/business";
import {
  BUSINESS_ID_FIELDS,
  BUSINESS_INDUSTRIES,
  COUNTRIES,
  type CountryCode,
  DEFAULT_COUNTRY,
  DEFAULT_JURISDICTION,
  EMPLOYEE_BANDS,
  firstRegion,
  HIGH_RISK_ACTIVITIES,
  type IdentifierKey,
  MOST_PEOPLE_AT_ONCE_MAX,
  NEAREST_MEDICAL_MAX_MINUTES,
  normaliseCountry,
  OTHERS_ON_SITE_KINDS,
  OTHERS_ON_SITE_MAX_COUNT,
  type OthersOnSiteKind,
  REGION_NOTES,
  regionsOf,
  spellFor,
} from "../../../domain/catalogue";
import { ActivityIcon } from "../../components/ui/activity-icon";
import { Button } from "../../components/ui/button";
import { FieldError, TextAreaField, TextField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select-field";
import { ApiRequestError } from "../../lib/api";
import { focusFirstError } from "../../lib/focus-first-error";
import { LogoField } from "./LogoField";

export type BusinessFormValues = {
  name: string;
  country: string;
  jurisdiction: string;
  industry: string;
  industryOther: string;
  employeeCount: string;
  workDescription: string;
  regions: string[];
  highRiskActivities: string[];
  address: string;
  phone: string;
  email: string;
  website: string;
  nearestMedical: string;
  /** A number once typed; blank ("") until then. */
  nearestMedicalMinutes: number | string | null;
  mostPeopleAtOnce: number | string | null;
  remoteSite: boolean;
  /** One row per kind, in the catalogue's order; a blank count means none of that kind. */
  othersOnSite: { kind: OthersOnSiteKind; count: number | string | null }[];
} & Record<IdentifierKey, string>;

const blankNumber = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** Every kind of people on site with the business's number for it, blank where it gave none. */
function othersRows(given: Business["othersOnSite"] = []): BusinessFormValues["othersOnSite"] {
  return OTHERS_ON_SITE_KINDS.map((k) => ({
    kind: k.value,
    count: given.find((o) => o.kind === k.value)?.count ?? "",
  }));
}

const baseResolver = zodResolver(
  // The schema's preprocess step (reading legacy `states`) widens its input type to unknown.
  businessInputSchema as unknown as z.ZodType<BusinessData, BusinessFormValues>,
);

/**
 * The form shows a count box for every kind of people; the API takes only the kinds that have a
 * number. Blank rows are dropped before checking, and an error on a kept row is put back beside
 * its own box.
 */
const resolver: Resolver<BusinessFormValues, unknown, BusinessData> = async (values, context, options) => {
  const kept = values.othersOnSite
    .map((o, index) => ({ o, index }))
    .filter(({ o }) => blankNumber(o.count) !== null);
  const result = await baseResolver(
    { ...values, othersOnSite: kept.map(({ o }) => ({ ...o, count: blankNumber(o.count) })) },
    context,
    options,
  );
  const errors = result.errors as Record<string, unknown>;
  if (Array.isArray(errors.othersOnSite)) {
    const moved: unknown[] = [];
    errors.othersOnSite.forEach((e, j) => {
      if (kept[j]) moved[kept[j].index] = e;
    });
    errors.othersOnSite = moved;
  }
  return result;
};

const emptyIdentifiers = {
  abn: "",
  acn: "",
  utr: "",
  vatNumber: "",
  companyNumber: "",
  nzbn: "",
  ein: "",
  stateCorpNumber: "",
  otherBusinessId: "",
};

export function formValuesFrom(business?: Business): BusinessFormValues {
  if (!business) {
    return {
      name: "",
      country: DEFAULT_COUNTRY,
      jurisdiction: DEFAULT_JURISDICTION,
      industry: "",
      industryOther: "",
      employeeCount: "",
      workDescription: "",
      regions: [],
      highRiskActivities: [],
      address: "",
      phone: "",
      email: "",
      website: "",
      nearestMedical: "",
      nearestMedicalMinutes: "",
      mostPeopleAtOnce: "",
      remoteSite: false,
      othersOnSite: othersRows(),
      ...emptyIdentifiers,
    };
  }
  const identifiers = Object.fromEntries(
    Object.keys(emptyIdentifiers).map((k) => [k, business[k as IdentifierKey] ?? ""]),
  ) as Record<IdentifierKey, string>;
  return {
    name: business.name,
    country: normaliseCountry(business.country) ?? DEFAULT_COUNTRY,
    jurisdiction: business.jurisdiction,
    industry: business.industry,
    industryOther: business.industryOther ?? "",
    employeeCount: business.employeeCount,
    workDescription: business.workDescription ?? "",
    regions: business.regions,
    highRiskActivities: business.highRiskActivities,
    address: business.address ?? "",
    phone: business.phone ?? "",
    email: business.email ?? "",
    website: business.website ?? "",
    nearestMedical: business.nearestMedical ?? "",
    nearestMedicalMinutes: business.nearestMedicalMinutes ?? "",
    mostPeopleAtOnce: business.mostPeopleAtOnce ?? "",
    remoteSite: business.remoteSite,
    othersOnSite: othersRows(business.othersOnSite),
    ...identifiers,
  };
}

type Props = {
  initial?: Business;
  /** The country a new business starts in (the generator's chosen country). */
  country?: CountryCode;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (data: BusinessData) => Promise<unknown>;
  onCancel?: () => void;
};

/** The business form of the generator (step 2) and of Edit business; validation is the API's own contract. */
export function BusinessForm({
  initial,
  country: startCountry,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: Props) {
  const form = useForm<BusinessFormValues, unknown, BusinessData>({
    resolver,
    defaultValues:
      !initial && startCountry
        ? { ...formValuesFrom(), country: startCountry, jurisdiction: firstRegion(startCountry) }
        : formValuesFrom(initial),
  });
  const { register, watch, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const country = watch("country");
  // The activities read as the chosen country writes them ("Mobile Equipment" in the US).
  const spell = spellFor(country);
  const industry = watch("industry");
  const jurisdiction = watch("jurisdiction");
  const regions = watch("regions");
  const activities = watch("highRiskActivities");
  const countryRegions = regionsOf(country);
  const idFields = BUSINESS_ID_FIELDS[normaliseCountry(country) ?? "AU"];

  const countryField = register("country");
  const jurisdictionField = register("jurisdiction");
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (data) => {
      setFailure(null);
      try {
        await onSubmit(data);
      } catch (error) {
        // The server's field errors land beside their fields, like the client's own.
        if (error instanceof ApiRequestError) {
          try {
            const body = JSON.parse(error.body) as { errors?: { field: string; message: string }[] };
            for (const e of body.errors ?? []) {
              setError(e.field as FieldPath<BusinessFormValues>, { message: e.message });
            }
          } catch {}
        }
        setFailure(error instanceof ApiRequestError ? error.serverMessage : "Something went wrong.");
        focusFirstError(formRef.current);
      }
    },
    () => focusFirstError(formRef.current),
  );

  // The region chosen above is a region the business operates in: tick it, and untick the one ticked
  // for an earlier choice, never one the owner ticked themselves.
  const autoTicked = useRef<string | null>(null);
  const tickChosenRegion = (code: string) => {
    const kept = form.getValues("regions").filter((r) => r !== autoTicked.current);
    autoTicked.current = kept.includes(code) ? null : code;
    setValue("regions", kept.includes(code) ? kept : [...kept, code], {
      shouldValidate: formState.isSubmitted,
      shouldDirty: true,
    });
  };

  const toggle = (field: "regions" | "highRiskActivities", value: string, on: boolean) => {
    const current = form.getValues(field);
    setValue(field, on ? [...current, value] : current.filter((v) => v !== value), {
      shouldValidate: formState.isSubmitted,
      shouldDirty: true,
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6" aria-label="Business details">
      <TextField
        id="business-name"
        label="Business Name*"
        error={errors.name?.message}
        {...register("name")}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="business-country"
          label="Country*"
          options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
          error={errors.country?.message}
          {...countryField}
          onChange={(event) => {
            void countryField.onChange(event);
            // A new country has its own regions: start from its first one and none ticked.
            setValue("jurisdiction", firstRegion(event.target.value));
            setValue("regions", []);
            autoTicked.current = null;
          }}
        />
        <SelectField
          id="business-jurisdiction"
          label="Region/State*"
          options={countryRegions.map((r) => ({ value: r.code, label: r.name }))}
          error={errors.jurisdiction?.message}
          hint={REGION_NOTES[jurisdiction]}
          {...jurisdictionField}
          onChange={(event) => {
            void jurisdictionField.onChange(event);
            tickChosenRegion(event.target.value);
          }}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="business-industry"
          label="Industry*"
          placeholder="Select an industry"
          options={BUSINESS_INDUSTRIES}
          error={errors.industry?.message}
          {...register("industry")}
        />
        <SelectField
          id="business-employees"
          label="Number of Employees*"
          placeholder="Select a range"
          options={EMPLOYEE_BANDS}
          error={errors.employeeCount?.message}
          {...register("employeeCount")}
        />
      </div>
      {industry === "other" ? (
        <TextField
          id="business-industry-other"
          label="Please specify your industry*"
          error={errors.industryOther?.message}
          {...register("industryOther")}
        />
      ) : null}

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Business Identifiers</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {idFields.map((f) => (
            <TextField
              key={f.key}
              id={`business-${f.key}`}
              label={f.required ? `${f.label}*` : f.label}
              placeholder={f.placeholder}
              hint={f.description}
              error={errors[f.key]?.message}
              {...register(f.key)}
            />
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="business-work">Work Description</Label>
        <textarea
          id="business-work"
          rows={3}
          aria-describedby="business-work-hint"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          {...register("workDescription")}
        />
        <p id="business-work-hint" className="text-xs text-slate-500">
          Optional. Describing the work you do helps generate more accurate policies.
        </p>
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Medical Help and People on Site</legend>
        <p className="text-xs text-slate-500">
          Optional. Your first aid plan, emergency plan and inductions print these. Anything left blank is
          printed as a blank line to fill in before you issue the document.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <TextField
              id="business-nearest-medical"
              label="Nearest hospital or medical centre"
              placeholder="Name and address"
              hint="Where an injured or ill worker would be taken: the nearest hospital with an emergency department, or the medical centre you use."
              error={errors.nearestMedical?.message}
              {...register("nearestMedical")}
            />
          </div>
          <TextField
            id="business-nearest-medical-minutes"
            label="Travel time to it (minutes)"
            type="number"
            inputMode="numeric"
            min={1}
            max={NEAREST_MEDICAL_MAX_MINUTES}
            step={1}
            hint="By road, or by air if that is how a casualty would go."
            error={errors.nearestMedicalMinutes?.message}
            {...register("nearestMedicalMinutes", { setValueAs: blankNumber })}
          />
        </div>
        <TextField
          id="business-most-people-at-once"
          label="Most people at your premises at one time"
          type="number"
          inputMode="numeric"
          min={0}
          max={MOST_PEOPLE_AT_ONCE_MAX}
          step={1}
          hint="The most customers, guests and staff you reasonably expect inside at the same time, at your busiest."
          error={errors.mostPeopleAtOnce?.message}
          {...register("mostPeopleAtOnce", { setValueAs: blankNumber })}
        />
        <div className="grid gap-1.5">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              aria-describedby="business-remote-hint"
              {...register("remoteSite")}
            />
            Our site is remote
          </label>
          <p id="business-remote-hint" className="text-xs text-slate-500">
            Far from a hospital, or without mobile coverage: a mine, farm or station, camp, island or bush
            site. Your plans then add more first aid and a procedure for getting a casualty to care.
          </p>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">People on site who are not workers</legend>
          <p className="text-xs text-slate-500">
            How many are there at the busiest time? Leave blank where there are none. Your emergency plan then
            plans how each group is evacuated and counted.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            {OTHERS_ON_SITE_KINDS.map((k, i) => (
              <TextField
                key={k.value}
                id={`business-others-${k.value}`}
                label={spell(k.label)}
                type="number"
                inputMode="numeric"
                min={0}
                max={OTHERS_ON_SITE_MAX_COUNT}
                step={1}
                error={errors.othersOnSite?.[i]?.count?.message ?? errors.othersOnSite?.[i]?.kind?.message}
                {...register(`othersOnSite.${i}.count`, { setValueAs: blankNumber })}
              />
            ))}
          </div>
          {errors.othersOnSite?.message ? (
            <FieldError id="business-others-error" message={errors.othersOnSite.message} />
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.regions ? "business-regions-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">Regions of Operation*</legend>
        <div className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
          {countryRegions.map((r) => (
            <label
              key={r.code}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={regions.includes(r.code)}
                aria-invalid={errors.regions ? true : undefined}
                onChange={(e) => {
                  if (r.code === autoTicked.current) autoTicked.current = null;
                  toggle("regions", r.code, e.target.checked);
                }}
              />
              {r.name}
            </label>
          ))}
        </div>
        {errors.regions?.message ? (
          <FieldError id="business-regions-error" message={errors.regions.message} />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">High-Risk Activities</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {HIGH_RISK_ACTIVITIES.map((a) => (
            <label
              key={a.value}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={activities.includes(a.value)}
                onChange={(e) => toggle("highRiskActivities", a.value, e.target.checked)}
              />
              <ActivityIcon name={a.icon} className="h-4 w-4 text-slate-500" />
              {spell(a.label)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Letterhead</legend>
        <p className="text-xs text-slate-500">
          Optional. Your logo and contact details head every page of your exported documents.
        </p>
        {initial ? (
          <LogoField business={initial} />
        ) : (
          <p className="text-sm text-slate-600">You can add your logo once the business is saved.</p>
        )}
        <TextAreaField
          id="business-address"
          label="Address"
          rows={2}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register("address")}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="business-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextField
            id="business-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            id="business-website"
            label="Website"
            inputMode="url"
            placeholder="www.example.com"
            autoComplete="url"
            error={errors.website?.message}
            {...register("website")}
          />
        </div>
      </fieldset>

      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
