// Fills {name} placeholders, alone so the trip page's script can bundle it without the UI schema (zod).

/** The template with each {name} replaced by its value; a missing value is an error, never left in the text. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for placeholder ${whole} in "${template}"`);
    return String(value);
  });
}
