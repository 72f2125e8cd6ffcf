import type { LucideIcon } from "lucide-react";
import { Card } from "./card";

export type IconCardItem = { icon: LucideIcon; title: string; text: string };

/** Cards of an icon, a short title and a sentence: the landing page's features, the about page's values. */
export function IconCardGrid({
  items,
  className = "",
}: {
  items: readonly IconCardItem[];
  className?: string;
}) {
  return (
    <div className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <Card key={title} className="p-6">
          <Icon className="h-7 w-7 text-brand-700" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-slate-700">{text}</p>
        </Card>
      ))}
    </div>
  );
}
