export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** A LIKE pattern for "contains", case-insensitive; the user's own % and _ match themselves. */
export function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
