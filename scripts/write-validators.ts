// `npm run validators`: writes the build's precompiled JSON Schema validators after a change to
// the published schemas (src/lib/verify/standalone.ts).
import { writeFileSync } from "node:fs";
import { generatedTypesFile, generatedValidatorsFile, standaloneValidators } from "../src/lib/verify/standalone.ts";

const { code, types } = standaloneValidators();
writeFileSync(generatedValidatorsFile, code);
writeFileSync(generatedTypesFile, types);
console.log(`wrote ${generatedValidatorsFile} and ${generatedTypesFile}`);
