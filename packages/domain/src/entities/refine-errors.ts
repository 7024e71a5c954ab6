// What a definition's refine writes its checks with: whether a value is missing, and the field
// errors it collects (each field's keys, `validation:<key>`, in the order found).

/** No value: absent, null or an empty text. */
export const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The errors of a row by field, and how a check adds one. */
export function fieldErrors(): { errors: Record<string, string[]>; add(field: string, key: string): void } {
  const errors: Record<string, string[]> = {};
  return { errors, add: (field, key) => void (errors[field] ??= []).push(key) };
}
