import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import type { SignOnPoster } from "../../../contracts/sign-on";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api";
import { SignOnQr } from "./SignOnQr";

/**
 * A printable poster of a document's crew sign-on link for the site board: the business, the
 * document with its job and site, the QR code and the link written out for a phone that cannot
 * scan. Only the poster itself prints (`.sign-on-poster` in styles.css).
 */
export function SignOnPosterPage({ id }: { id: string }) {
  const poster = useQuery<SignOnPoster>({
    queryKey: ["/api/policies", id, "sign-on", "poster"],
    refetchOnMount: "always",
    retry: false,
  });
  useEffect(() => {
    if (poster.data) document.title = `Sign-on poster: ${poster.data.title} | SafeDraft`;
  }, [poster.data]);

  const back = (
    <Link href={`/editor/${id}`} className="text-sm text-brand-700 underline">
      Back to the document
    </Link>
  );

  if (poster.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the poster" />
      </div>
    );
  }
  if (!poster.data) {
    const gone = poster.error instanceof ApiRequestError && poster.error.status === 404;
    return (
      <div className="mx-auto grid max-w-xl gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">No sign-on link to print</h1>
        <p className="text-slate-600">
          {gone
            ? "Sign-on is off for this document, or its link was made before links were kept. Turn sign-on on (or make a new link) in the document's Crew sign-on panel, then print the poster."
            : "The poster could not be loaded. Please try again."}
        </p>
        <p>{back}</p>
      </div>
    );
  }

  const p = poster.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> Print poster
        </Button>
      </div>
      <article
        className="sign-on-poster grid min-w-0 justify-items-center gap-4 rounded-lg border-2 border-slate-900 bg-white p-4 text-center sm:p-8"
        aria-label="Sign-on poster"
      >
        <p className="text-xl font-semibold" data-testid="poster-business">
          {p.businessName}
        </p>
        <h1 className="text-3xl font-bold">Crew sign-on</h1>
        <p className="text-2xl font-semibold" data-testid="poster-title">
          {p.title}
        </p>
        {p.job || p.site ? (
          <dl className="grid gap-1 text-lg">
            {p.job ? (
              <div>
                <dt className="inline font-semibold">Job: </dt>
                <dd className="inline" data-testid="poster-job">
                  {p.job}
                </dd>
              </div>
            ) : null}
            {p.site ? (
              <div>
                <dt className="inline font-semibold">Site: </dt>
                <dd className="inline" data-testid="poster-site">
                  {p.site}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="text-lg">
          Before starting work, scan the code with your phone's camera, read the document and sign on. No
          account or app needed.
        </p>
        <SignOnQr url={p.url} size={320} />
        <p className="text-sm">Or open this link:</p>
        <p className="break-all font-mono text-base" data-testid="poster-url">
          {p.url}
        </p>
        {p.expiresAt ? (
          <p className="text-sm">This link works until {formatOrdinalDate(p.expiresAt)}.</p>
        ) : null}
      </article>
    </div>
  );
}
