/// <reference lib="dom" />
// Progressive enhancement only: every page works without this script (bundled with esbuild into
// /assets/site.js, src/lib/client-bundle.ts).
// - The root page follows the browser's language (unless ?choose is in the address).
// - The destination search: on the country list it narrows and orders the table; on a home page
//   (and the 404 page) it reads the same rows from the country list page and shows the best ones.
//   Names are matched in every locale, by code and by other names, without accents; names that
//   start with the query come first, and a typing slip still finds a name (src/lib/trip/suggest.ts,
//   the same matching the trip planner's suggestions use).
// - The 404 page shows the visitor's language: the one in the address, else the browser's.
import { el } from "./dom.ts";
import { fold } from "../lib/site/fold.ts";
import { matchCountries } from "../lib/trip/suggest.ts";
import { mayBeOutOfDate } from "../lib/site/notices.ts";

import { countryRows } from "./country-rows.ts";

function preferredLocale(available: string[]): string | null {
  const preferred = (navigator.languages || [navigator.language || ""]).map((tag) => String(tag).toLowerCase().split("-")[0]!);
  return preferred.find((tag) => available.includes(tag)) ?? null;
}

const chooser = document.querySelector("[data-locales]");
if (chooser && !/[?&]choose\b/.test(location.search)) {
  const chosen = preferredLocale(chooser.getAttribute("data-locales")!.split(" "));
  const link = chosen && chooser.querySelector<HTMLAnchorElement>(`a[hreflang="${chosen}"]`);
  if (link) location.replace(link.href);
}

// An outbreak notice past its reviewBy says it may be out of date, however long ago the page was built.
for (const line of document.querySelectorAll<HTMLElement>("[data-review-by]")) {
  const stale = line.querySelector<HTMLElement>(".notice-stale");
  if (stale) stale.hidden = !mayBeOutOfDate({ reviewBy: line.getAttribute("data-review-by")! });
}

const notFound = document.querySelector("[data-not-found]");
if (notFound) {
  const sections = [...notFound.querySelectorAll<HTMLElement>("section[lang]")];
  const locales = sections.map((s) => s.getAttribute("lang")!);
  const fromPath = location.pathname.split("/")[1]!;
  const locale = locales.includes(fromPath) ? fromPath : preferredLocale(locales);
  if (locale) {
    for (const s of sections) s.hidden = s.getAttribute("lang") !== locale;
    document.documentElement.lang = locale;
    const heading = notFound.querySelector("h1");
    const own = notFound.querySelector(`section[lang="${locale}"] h2`);
    if (heading && own) heading.textContent = own.textContent;
  }
}

for (const box of document.querySelectorAll<HTMLElement>("[data-search]")) {
  const input = box.querySelector("input")!;
  const status = box.querySelector("[role=status]")!;
  const total = Number(status.getAttribute("data-total"));
  const table = document.querySelector<HTMLTableElement>("[data-destinations]");
  const results = box.querySelector(".search-results")!;
  let entries = table ? countryRows(table) : [];
  let loading: Promise<void> | null = null;

  const say = (query: string, count: number) => {
    status.textContent =
      query && count === 0
        ? status.getAttribute("data-empty")!.replace("{query}", input.value.trim())
        : status.getAttribute("data-count")!.replace("{count}", String(query ? count : total)).replace("{total}", String(total));
  };

  const showInTable = (query: string) => {
    const body = table!.tBodies[0]!;
    const shown = query ? matchCountries(query, entries) : entries;
    for (const e of entries) e.row.hidden = true;
    for (const e of shown) {
      e.row.hidden = false;
      body.appendChild(e.row);
    }
    say(query, shown.length);
  };

  const showAsList = (query: string) => {
    const shown = query ? matchCountries(query, entries).slice(0, 8) : [];
    results.textContent = "";
    for (const e of shown) results.append(el("li", {}, el("a", { href: e.href }, e.name)));
    if (query) say(query, shown.length);
    else status.textContent = "";
  };

  const load = () =>
    (loading ??= fetch(box.getAttribute("data-source")!)
      .then((response) => response.text())
      .then((text) => {
        entries = countryRows(new DOMParser().parseFromString(text, "text/html"));
      }));

  const update = () => {
    const query = fold(input.value);
    if (table) showInTable(query);
    else void load().then(() => showAsList(fold(input.value)));
  };

  input.addEventListener("input", update);
  if (!table) {
    input.addEventListener("focus", load);
    box.addEventListener("submit", (event) => {
      event.preventDefault();
      const first = results.querySelector("a");
      if (first) location.href = first.href;
    });
  }
  if (input.value) update();
}
