/** Cuts `text` to `max` characters and marks the cut with '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Whole pesos as the catalogue shows them: 'Precio $N.00'. */
export function formatPrice(pesos: number): string {
  return `Precio $${pesos}.00`;
}

/** Distinct days in their first-seen order. */
export function distinctDays<T extends { day: string }>(slots: readonly T[]): string[] {
  return [...new Set(slots.map((slot) => slot.day))];
}
