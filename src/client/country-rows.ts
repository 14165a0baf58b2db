/// <reference lib="dom" />
// The country list page's rows as the site's scripts read them (the destination search in
// src/client/site.ts, the trip planner's suggestions in src/client/trip.ts): each country's
// link, name, slug and folded search names (`data-names`, src/lib/trip/suggest.ts matches them).

export function countryRows(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>("tr[data-names]")].map((row) => {
    const link = row.querySelector("th a")!;
    const href = link.getAttribute("href")!;
    const slug = /\/([a-z0-9-]+)\/(?:index\.html)?$/.exec(href)?.[1] ?? href;
    return { row, href, name: link.textContent!, slug, names: row.getAttribute("data-names")!.split("|") };
  });
}
