// The build's JSON Schema validators as code, generated with ajv's standalone mode
// (https://ajv.js.org/standalone.html) once per change of the strict published schemas: compiling
// them cost about 0.4 s of CPU at every build (docs/performance.md). The module is written to a
// cache file in node_modules/.cache named by a hash of the schemas and ajv's version, so nothing
// generated is committed and a schema change needs no command.
import { _ } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resourceKinds, strictJsonSchemaOf } from "../published/json-schemas.ts";
import type { ResourceKind } from "../published/resources.ts";

// Both are CommonJS; their default exports arrive wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ?? standaloneCodeModule) as typeof standaloneCodeModule.default;

const require = createRequire(import.meta.url);
const repository = fileURLToPath(new URL("../../../", import.meta.url));

/** The validators of the current schemas: from the cache file, generated and written first where there is none. */
export function cachedValidators(cacheDir = path.join(repository, "node_modules/.cache/travel-health")): Record<ResourceKind, ValidateFunction> {
  const schemas = Object.fromEntries(resourceKinds.map((kind) => [kind, strictJsonSchemaOf(kind)])) as Record<ResourceKind, unknown>;
  const { version } = JSON.parse(readFileSync(require.resolve("ajv/package.json"), "utf8")) as { version: string };
  const hash = createHash("sha256").update(`ajv@${version}\n${JSON.stringify(schemas)}`).digest("hex").slice(0, 16);
  const file = path.join(cacheDir, `validators-${hash}.cjs`);
  if (!existsSync(file)) {
    // A CommonJS module: one validator per resource kind (2020-12, strict, all errors, formats).
    const ajv = new Ajv2020({ strict: true, allErrors: true, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
    addFormats(ajv);
    for (const kind of resourceKinds) ajv.addSchema(schemas[kind] as object, kind);
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, standaloneCode(ajv, Object.fromEntries(resourceKinds.map((kind) => [kind, kind]))));
    renameSync(temporary, file);
  }
  return require(file) as Record<ResourceKind, ValidateFunction>;
}
