import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/utils";
import { Input } from "./input";
import { Label } from "./label";

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control, given the ids of its hint and error for `aria-describedby`. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and inline error, wired together for screen readers. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(described || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

type FieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its hint and inline error. */
export function TextField({ id, label, error, hint, ...props }: FieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      )}
    </FieldShell>
  );
}

type TextAreaProps = ComponentProps<"textarea"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its hint and inline error. */
export function TextAreaField({ id, label, error, hint, className, ...props }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-500",
            className,
          )}
          {...props}
        />
      )}
    </FieldShell>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}
