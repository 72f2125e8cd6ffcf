import { useState } from "react";
import type { PublicSignOn } from "../../../contracts/sign-on";

/**
 * The business's letterhead at the top of the crew's copy, as on the owner's PDF and Word: its
 * logo on the left, its name and contact lines on the right, so a worker sees whose document it is.
 * A copy kept on the phone from before letterheads has none; a logo that cannot load offline is
 * left out rather than shown broken.
 */
export function CrewLetterhead({ token, doc }: { token: string; doc: PublicSignOn }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const lines = doc.letterhead?.lines ?? [];
  const logo = doc.letterhead?.logo && !logoFailed;
  return (
    <div
      className="mb-4 flex items-center justify-between gap-4 border-b border-slate-300 pb-3"
      data-testid="crew-letterhead"
    >
      {logo ? (
        <img
          src={`/api/sign-on/${encodeURIComponent(token)}/logo`}
          alt={`${doc.businessName} logo`}
          className="max-h-12 max-w-[40%] object-contain"
          onError={() => setLogoFailed(true)}
        />
      ) : null}
      <div className="min-w-0 flex-1 text-right">
        <p className="font-semibold break-words">{doc.businessName}</p>
        {lines.map((line) => (
          <p key={line} className="text-xs break-words text-slate-600">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
