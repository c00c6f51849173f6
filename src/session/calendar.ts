// Dates as a session sees them: the local calendar day of the injected clock, never a cached one.

/** `YYYY-MM-DD` of `time` in the local time zone. */
export function localDate(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** `Monday`, in English whatever the locale, so output is stable. */
export function weekday(time: Date): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][time.getDay()]!;
}

/** Local midnight at the start of `time`'s day. */
export function startOfLocalDay(time: Date): Date {
  return new Date(time.getFullYear(), time.getMonth(), time.getDate());
}

/** Local midnight at the end of a `YYYY-MM-DD` day, or undefined if it is not one. */
export function endOfLocalDate(date: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
}
