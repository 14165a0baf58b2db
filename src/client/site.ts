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
import { fold } from "../lib/site/fold.ts";
import { matchCountries } from "../lib/trip/suggest.ts";
import { mayBeOutOfDate } from "../lib/site/notices.ts";

interface Entry {
  row: HTMLElement;
  index: number;
  names: string[];
  name: string;
  href: string;
  slug: string;
}

(function () {
  function preferredLocale(available: string[]): string | null {
    var preferred = (navigator.languages || [navigator.language || ""]).map(function (tag: string) {
      return String(tag).toLowerCase().split("-")[0]!;
    });
    for (var i = 0; i < preferred.length; i++) if (available.indexOf(preferred[i]!) !== -1) return preferred[i]!;
    return null;
  }

  var chooser = document.querySelector("[data-locales]");
  if (chooser && !/[?&]choose\b/.test(location.search)) {
    var chosen = preferredLocale(chooser.getAttribute("data-locales")!.split(" "));
    var link = chosen && chooser.querySelector<HTMLAnchorElement>('a[hreflang="' + chosen + '"]');
    if (link) location.replace(link.href);
  }

  // An outbreak notice past its reviewBy says it may be out of date, however long ago the page was built.
  Array.prototype.forEach.call(document.querySelectorAll("[data-review-by]"), function (line: HTMLElement) {
    var stale = line.querySelector<HTMLElement>(".notice-stale");
    if (stale) stale.hidden = !mayBeOutOfDate({ reviewBy: line.getAttribute("data-review-by")! });
  });

  var notFound = document.querySelector("[data-not-found]");
  if (notFound) {
    var sections: HTMLElement[] = Array.prototype.slice.call(notFound.querySelectorAll("section[lang]"));
    var locales = sections.map(function (s) { return s.getAttribute("lang")!; });
    var fromPath = location.pathname.split("/")[1]!;
    var locale = locales.indexOf(fromPath) !== -1 ? fromPath : preferredLocale(locales);
    if (locale) {
      sections.forEach(function (s) { s.hidden = s.getAttribute("lang") !== locale; });
      document.documentElement.lang = locale;
      var heading = notFound.querySelector("h1");
      var own = notFound.querySelector('section[lang="' + locale + '"] h2');
      if (heading && own) heading.textContent = own.textContent;
    }
  }

  function rowsOf(root: ParentNode): Entry[] {
    return Array.prototype.slice.call(root.querySelectorAll("tr[data-names]")).map(function (row: HTMLElement, index: number) {
      var link = row.querySelector("th a")!;
      var href = link.getAttribute("href")!;
      return { row: row, index: index, names: row.getAttribute("data-names")!.split("|"), name: link.textContent!, href: href, slug: href };
    });
  }

  function matches(entries: Entry[], query: string): Entry[] {
    return matchCountries(query, entries);
  }

  Array.prototype.forEach.call(document.querySelectorAll("[data-search]"), function (box: HTMLElement) {
    var input = box.querySelector("input")!;
    var status = box.querySelector("[role=status]")!;
    var total = Number(status.getAttribute("data-total"));
    var table = document.querySelector<HTMLTableElement>("[data-destinations]");
    var results = box.querySelector(".search-results")!;
    var entries: Entry[] = table ? rowsOf(table) : [];
    var loading: Promise<void> | null = null;

    function say(query: string, count: number) {
      status.textContent = query && count === 0
        ? status.getAttribute("data-empty")!.replace("{query}", input.value.trim())
        : status.getAttribute("data-count")!.replace("{count}", String(query ? count : total)).replace("{total}", String(total));
    }

    function showInTable(query: string) {
      var body = table!.tBodies[0]!;
      var shown = query ? matches(entries, query) : entries;
      entries.forEach(function (e) { e.row.hidden = true; });
      shown.forEach(function (e) { e.row.hidden = false; body.appendChild(e.row); });
      say(query, shown.length);
    }

    function showAsList(query: string) {
      var shown = query ? matches(entries, query).slice(0, 8) : [];
      results.textContent = "";
      shown.forEach(function (e) {
        var item = document.createElement("li");
        var a = document.createElement("a");
        a.href = e.href;
        a.textContent = e.name;
        item.appendChild(a);
        results.appendChild(item);
      });
      if (query) say(query, shown.length);
      else status.textContent = "";
    }

    function load() {
      if (!loading) {
        loading = fetch(box.getAttribute("data-source")!)
          .then(function (response) { return response.text(); })
          .then(function (text) { entries = rowsOf(new DOMParser().parseFromString(text, "text/html")); });
      }
      return loading;
    }

    function update() {
      var query = fold(input.value);
      if (table) showInTable(query);
      else load().then(function () { showAsList(fold(input.value)); });
    }

    input.addEventListener("input", update);
    if (!table) {
      input.addEventListener("focus", load);
      box.addEventListener("submit", function (event) {
        event.preventDefault();
        var first = results.querySelector("a");
        if (first) location.href = first.href;
      });
    }
    if (input.value) update();
  });
})();
