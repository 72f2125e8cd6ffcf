import { Menu, ShieldCheck, X } from "lucide-react";
import { memo, useState } from "react";
import { Link } from "wouter";
import type { CurrentUser } from "../../../contracts/auth";
import { Button } from "../ui/button";
import { HashLink } from "./HashLink";

type NavLink = { href: string; label: string };

const signedInLinks: NavLink[] = [
  { href: "/", label: "Dashboard" },
  { href: "/documents", label: "File Cabinet" },
  { href: "/documents/new", label: "Generator" },
  { href: "/landing#features", label: "Features" },
  { href: "/contact", label: "Contact" },
  { href: "/landing#pricing", label: "Pricing" },
];

const signedOutLinks: NavLink[] = [
  { href: "/#features", label: "Features" },
  { href: "/contact", label: "Contact" },
  { href: "/#pricing", label: "Pricing" },
];

// Memoised: the app shell re-renders when the current user query settles, usually to the same user.
export const Navbar = memo(function Navbar({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false);
  const links = user ? signedInLinks : signedOutLinks;
  const close = () => setOpen(false);

  const account = user ? (
    <>
      <span className="text-sm font-medium text-slate-700" data-testid="nav-user-name">
        {user.firstName} {user.lastName}
      </span>
      <Button variant="outline" size="sm" asChild>
        <a href="/api/logout" onClick={close}>
          Sign Out
        </a>
      </Button>
    </>
  ) : (
    <>
      <Button variant="ghost" size="sm" asChild>
        <a href="/api/login" onClick={close}>
          Sign In
        </a>
      </Button>
      <Button size="sm" asChild>
        <Link href="/free-trial" onClick={close}>
          Start Free Trial
        </Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
        aria-label="Main"
      >
        <Link href="/landing" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <ShieldCheck className="h-6 w-6" aria-hidden />
          SafeDraft
        </Link>
        <div className="hidden items-center gap-6 lg:flex">
          {links.map((l) => (
            <NavAnchor
              key={l.href}
              link={l}
              className="text-sm font-medium text-slate-700 hover:text-brand-700"
            />
          ))}
        </div>
        <div className="hidden items-center gap-3 lg:flex">{account}</div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={open ? "Close menu" : "Open menu"}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <div className="flex flex-col py-2">
            {links.map((l) => (
              <NavAnchor
                key={l.href}
                link={l}
                onClick={close}
                className="rounded-md px-2 py-2 text-base font-medium text-slate-800 hover:bg-slate-100"
              />
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">{account}</div>
        </div>
      ) : null}
    </header>
  );
});

/** Section links ("/#pricing") scroll to the section from any screen; the rest use the client router. */
function NavAnchor({ link, className, onClick }: { link: NavLink; className: string; onClick?: () => void }) {
  if (link.href.includes("#")) {
    return (
      <HashLink href={link.href} className={className} onClick={onClick}>
        {link.label}
      </HashLink>
    );
  }
  return (
    <Link href={link.href} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}
