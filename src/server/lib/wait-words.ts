/**
 * How long a refused caller waits, in the words a person reads: whole seconds under a minute, whole
 * minutes (rounded up, so the wait is never understated) under an hour, then hours. A window's
 * last seconds read as its whole: 59 minutes 59 seconds left of an hour's limit is "1 hour", not
 * "60 minutes".
 */
export function waitWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, "second");
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, "minute");
  return plural(Math.round(minutes / 60), "hour");
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
