// How an enum value reads in the user's language: its label in the entities catalogue.

/** The translated label of an enum value: `entities:<entity>.enums.<field>.<value>`. */
export function enumLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  entityName: string,
  field: string,
  value: string,
): string {
  return t(`entities:${entityName}.enums.${field}.${value}`, { defaultValue: value });
}
