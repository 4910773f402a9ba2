/**
 * Reads a string from the page (a select's value, a resource type) as one of a known list, or
 * undefined: the boundary check that lets the rest of the island use the narrow type without a cast.
 */
export function oneOf<T extends string>(choices: readonly T[], value: string): T | undefined {
  return choices.find((c) => c === value);
}
