import { ShieldCheck } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { HashLink } from "./HashLink";

const links = [
  // "/landing" shows the landing page signed in and signed out alike ("/" is the dashboard signed in).
  { href: "/landing#features", label: "Features", hash: true },
  { href: "/landing#pricing", label: "Pricing", hash: true },
  { href: "/resources", label: "Resource Hub" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
];

// Memoised: it has no props, so a re-render of the app shell need not reach it.
export const Footer = memo(function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <ShieldCheck className="h-5 w-5" aria-hidden /> SafeDraft
            </p>
            <p className="mt-2 text-sm">
              Workplace health and safety documents for businesses in Australia, the United Kingdom, New
              Zealand and the United States.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
            {links.map((l) =>
              l.hash ? (
                <HashLink key={l.href} href={l.href} className="hover:text-white">
                  {l.label}
                </HashLink>
              ) : (
                <Link key={l.href} href={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              ),
            )}
          </nav>
        </div>
        <p className="mt-8 border-t border-slate-700 pt-6 text-xs leading-relaxed text-slate-400">
          Disclaimer: SafeDraft produces suggested documentation to help you meet your workplace health and
          safety obligations. It is not legal advice. Review every document against your own workplace and the
          current law, and seek professional advice where you need it.
        </p>
        <p className="mt-3 text-xs text-slate-400">© {new Date().getFullYear()} SafeDraft</p>
      </div>
    </footer>
  );
});
