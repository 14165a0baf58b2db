// Global data `site`: the validated content and every page's view model (src/lib/site/site.ts).
import { loadSite } from "../src/lib/site/site.ts";

export default function site() {
  return loadSite();
}
