// Ajv as an API client validates our files: JSON Schema 2020-12 with the standard formats, strict
// unless a test reads a schema written for open (non-strict) use.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

export function clientAjv({ strict = true } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict, allErrors: true });
  addFormats(ajv);
  return ajv;
}
