// Global data `part`: the files this Eleventy pass writes. Everything, unless the build renders a
// large site in parts (src/lib/site/parts.ts).
import { currentPart } from "../src/lib/site/parts.ts";
import { loadSite } from "../src/lib/site/site.ts";

export default function part() {
  return currentPart(loadSite().pages);
}
