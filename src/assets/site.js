// Progressive enhancement only: every page works without this script.
// - The root page follows the browser's language (unless ?choose is in the address).
// - The destination search: on the country list it narrows and orders the table; on a home page
//   (and the 404 page) it reads the same rows from the country list page and shows the best ones.
//   Names are matched in every locale, by code and by other names, without accents; names that
//   start with the query come first.
// - The 404 page shows the visitor's language: the one in the address, else the browser's.
(function () {
  "use strict";

  function preferredLocale(available) {
    var preferred = (navigator.languages || [navigator.language || ""]).map(function (tag) {
      return String(tag).toLowerCase().split("-")[0];
    });
    for (var i = 0; i < preferred.length; i++) if (available.indexOf(preferred[i]) !== -1) return preferred[i];
    return null;
  }

  var chooser = document.querySelector("[data-locales]");
  if (chooser && !/[?&]choose\b/.test(location.search)) {
    var chosen = preferredLocale(chooser.getAttribute("data-locales").split(" "));
    var link = chosen && chooser.querySelector('a[hreflang="' + chosen + '"]');
    if (link) location.replace(link.href);
  }

  var notFound = document.querySelector("[data-not-found]");
  if (notFound) {
    var sections = Array.prototype.slice.call(notFound.querySelectorAll("section[lang]"));
    var locales = sections.map(function (s) { return s.getAttribute("lang"); });
    var fromPath = location.pathname.split("/")[1];
    var locale = locales.indexOf(fromPath) !== -1 ? fromPath : preferredLocale(locales);
    if (locale) {
      sections.forEach(function (s) { s.hidden = s.getAttribute("lang") !== locale; });
      document.documentElement.lang = locale;
      var heading = notFound.querySelector("h1");
      var own = notFound.querySelector('section[lang="' + locale + '"] h2');
      if (heading && own) heading.textContent = own.textContent;
    }
  }

  // Same rules as fold() in src/lib/site/search.ts, which folds the names at build time.
  function fold(text) {
    return String(text).normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/ß/g, "ss").replace(/æ/g, "ae").replace(/œ/g, "oe").replace(/ø/g, "o").replace(/ł/g, "l").replace(/đ/g, "d")
      .replace(/[^a-z0-9]+/g, " ").trim();
  }

  // 0: a name is the query; 1: a name starts with it; 2: a word in a name does; 3: it is inside one.
  function rank(names, query) {
    var best = -1;
    for (var i = 0; i < names.length; i++) {
      var name = names[i];
      var score = name === query ? 0 : name.indexOf(query) === 0 ? 1 : name.indexOf(" " + query) !== -1 ? 2 : name.indexOf(query) !== -1 ? 3 : -1;
      if (score !== -1 && (best === -1 || score < best)) best = score;
    }
    return best;
  }

  function rowsOf(root) {
    return Array.prototype.slice.call(root.querySelectorAll("tr[data-names]")).map(function (row, index) {
      var link = row.querySelector("th a");
      return { row: row, index: index, names: row.getAttribute("data-names").split("|"), name: link.textContent, href: link.getAttribute("href") };
    });
  }

  function matches(entries, query) {
    var found = [];
    entries.forEach(function (entry) {
      var score = rank(entry.names, query);
      if (score !== -1) found.push({ entry: entry, score: score });
    });
    found.sort(function (a, b) { return a.score - b.score || a.entry.index - b.entry.index; });
    return found.map(function (f) { return f.entry; });
  }

  Array.prototype.forEach.call(document.querySelectorAll("[data-search]"), function (box) {
    var input = box.querySelector("input");
    var status = box.querySelector("[role=status]");
    var total = Number(status.getAttribute("data-total"));
    var table = document.querySelector("[data-destinations]");
    var results = box.querySelector(".search-results");
    var entries = table ? rowsOf(table) : null;
    var loading = null;

    function say(query, count) {
      status.textContent = query && count === 0
        ? status.getAttribute("data-empty").replace("{query}", input.value.trim())
        : status.getAttribute("data-count").replace("{count}", String(query ? count : total)).replace("{total}", String(total));
    }

    function showInTable(query) {
      var body = table.tBodies[0];
      var shown = query ? matches(entries, query) : entries;
      entries.forEach(function (e) { e.row.hidden = true; });
      shown.forEach(function (e) { e.row.hidden = false; body.appendChild(e.row); });
      say(query, shown.length);
    }

    function showAsList(query) {
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
        loading = fetch(box.getAttribute("data-source"))
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
