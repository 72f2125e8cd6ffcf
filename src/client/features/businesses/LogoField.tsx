import { useId, useRef, useState } from "react";
import { type Business, LOGO_ACCEPT, LOGO_MAX_BYTES } from "../../../contracts/business";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/form-field";
import { ApiRequestError } from "../../lib/api";
import { logoUrl, useLogo } from "../../lib/businesses-api";

/** The letterhead logo of a saved business: a preview, and upload, replace and remove buttons. */
export function LogoField({ business }: { business: Business }) {
  const { upload, remove } = useLogo(business.id);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const src = logoUrl(business);
  const busy = upload.isPending || remove.isPending;

  const fail = (e: unknown) => {
    if (e instanceof ApiRequestError) {
      // The server names the field; the message beside it is enough.
      setError(e.serverMessage.replace(/^logo: /, ""));
    } else setError("The logo could not be saved. Please try again.");
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setError(null);
    if (file.size > LOGO_MAX_BYTES) {
      setError(
        `The logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB. Save a smaller PNG, JPEG or SVG and try again.`,
      );
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (e) {
      fail(e);
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
        Logo
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-48 items-center justify-center rounded-md border border-dashed border-slate-300 bg-white p-2">
          {src ? (
            <img src={src} alt={`${business.name} logo`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-slate-500">No logo yet</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {upload.isPending ? "Uploading..." : src ? "Replace logo" : "Upload logo"}
          </Button>
          {src ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={async () => {
                setError(null);
                try {
                  await remove.mutateAsync();
                } catch (e) {
                  fail(e);
                }
              }}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        PNG, JPEG or SVG, up to 1 MB. Saved as soon as you choose it, and shown at the top of every page of
        your exported documents.
      </p>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
