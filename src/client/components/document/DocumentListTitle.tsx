import { documentName, isDocumentType } from "../../../domain/catalogue";

type Listed = { type: string; title: string; job: string | null; businessName: string };

/**
 * A document's name in a list. A per-job document leads with its job and site, on a line of its own
 * that wraps, with its type and business beneath: on a phone the long title would be cut before the
 * job, and a tradie's three SWMS would look the same. A title the customer gave it themselves (one
 * that no longer names the job) stays its name, with the job beneath.
 */
export function DocumentListTitle({
  doc,
  country,
  showBusiness = true,
}: {
  doc: Listed;
  /** The business's country, for the type's local name; without it the title's own first part. */
  country?: string | null;
  showBusiness?: boolean;
}) {
  if (!doc.job) {
    return (
      <>
        <p className="line-clamp-2 font-semibold break-words">{doc.title}</p>
        {showBusiness ? <p className="truncate text-sm text-slate-600">{doc.businessName}</p> : null}
      </>
    );
  }
  const typeName =
    country !== undefined && isDocumentType(doc.type)
      ? documentName(doc.type, country)
      : (doc.title.split(" – ")[0] ?? doc.type);
  if (!doc.title.includes(doc.job)) {
    return (
      <>
        <p className="font-semibold break-words">{doc.title}</p>
        <p className="text-sm break-words text-slate-600">
          <span data-testid="document-job">{doc.job}</span> · {typeName}
          {showBusiness ? ` · ${doc.businessName}` : ""}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="font-semibold break-words" data-testid="document-job">
        {doc.job}
      </p>
      <p className="text-sm break-words text-slate-600">
        {typeName}
        {showBusiness ? ` · ${doc.businessName}` : ""}
      </p>
    </>
  );
}
