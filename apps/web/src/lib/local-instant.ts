/** `datetime-local` inputs and the instants the API takes (the sale dates of products, commission rules). */

/** A `datetime-local` value (the device's time) as the instant the API takes; an unreadable one goes as typed, for the schema to name. */
export function localInputToInstant(value: string): string {
  if (value.trim() === '') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/** An instant as a `datetime-local` value in the device's time, to the minute. */
export function instantToLocalInput(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
