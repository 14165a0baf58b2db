// Progressive enhancement only: every page works without this script.
// - The root page follows the browser's language (unless ?choose is in the address).
// - The country list gets a filter box that narrows the table as you type.
(function () {
  "use strict";

  var chooser = document.querySelector("[data-locales]");
  if (chooser && !/[?&]choose\b/.test(location.search)) {
    var available = chooser.getAttribute("data-locales").split(" ");
    var preferred = (navigator.languages || [navigator.language || ""]).map(function (tag) {
      return String(tag).toLowerCase().split("-")[0];
    });
    for (var i = 0; i < preferred.length; i++) {
      if (available.indexOf(preferred[i]) !== -1) {
        var link = chooser.querySelector('a[hreflang="' + preferred[i] + '"]');
        if (link) location.replace(link.href);
        break;
      }
    }
  }

  var filter = document.getElementById("country-filter");
  var table = document.querySelector("[data-filterable]");
  if (filter && table) {
    var box = filter.closest(".filter");
    var status = document.getElementById("country-filter-status");
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var fold = function (text) {
      return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
    };
    var names = rows.map(function (row) {
      return fold(row.cells[0].textContent || "");
    });
    var template = status.getAttribute("data-template");
    var update = function () {
      var query = fold(filter.value);
      var shown = 0;
      rows.forEach(function (row, index) {
        var match = names[index].indexOf(query) !== -1;
        row.hidden = !match;
        if (match) shown++;
      });
      status.textContent = template.replace("{count}", String(shown)).replace("{total}", String(rows.length));
    };
    box.hidden = false;
    filter.addEventListener("input", update);
    update();
  }
})();
