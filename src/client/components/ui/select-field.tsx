import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { FieldError } from "./form-field";
import { Label } from "./label";

type Option = { value: string; label: string };
type SelectFieldProps = ComponentProps<"select"> & {
  id: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A native select: keyboard, screen readers and phones handle it well without extra code. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...props
}: SelectFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm aria-[invalid=true]:border-red-500",
          className,
        )}
        {...props}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
