/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The trip page in the browser (bundled with esbuild into /assets/trip.js, src/lib/client-bundle.ts):
// reads the planner's data from the page, keeps the itinerary in the URL, and renders what
// src/lib/trip/plan.ts computes. All text goes in through textContent: no HTML is built from data.
import { planTrip, unknownCountries, type Itinerary, type Stop, type TripData, type TripPlan, type Traveller } from "../lib/trip/plan.ts";
import { describePlan, fill, severityIcons, wordingOf, type Line } from "../lib/trip/describe.ts";
import { defaultStayDays, parseTripQuery, tripQuery, type ParsedTrip, type QueryProblem } from "../lib/trip/query.ts";
import { suggestCountries } from "../lib/trip/suggest.ts";
import { unpackTripData, type PackedTripData } from "../lib/trip/data.ts";
import type { TripConfig } from "../lib/trip/page.ts";
import { countryRows } from "./country-rows.ts";
import { el } from "./dom.ts";

/** Today in the reader's own calendar, so "time is short" counts the days they have. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The slugs the site knows, with their search names, read from the country list page once. */
let namesLoad: Promise<ReturnType<typeof countryRows>> | null = null;
function loadNames(url: string): Promise<ReturnType<typeof countryRows>> {
  namesLoad ??= fetch(url)
    .then((response) => (response.ok ? response.text() : ""))
    .then((text) => countryRows(new DOMParser().parseFromString(text, "text/html")))
    .catch(() => []);
  return namesLoad;
}

function start(config: TripConfig, data: TripData, app: HTMLElement, opened: Opened): void {
  const t = (key: string, values: Record<string, string | number> = {}) => fill(config.strings[key] ?? key, values);
  const collator = new Intl.Collator(config.locale);
  const countries = [...data.countries].sort((a, b) => collator.compare(a.name, b.name));
  const nameOf = new Map(countries.map((c) => [c.slug, c.name]));
  const countryLink = (slug: string, text = nameOf.get(slug) ?? slug) => el("a", { href: config.countryUrl.replace("{slug}", slug) }, text);
  let rowId = 0;

  // Every picker starts empty: a country is only ever one the reader chose. It holds only the
  // chosen country until it is used (focus, pointer): some 230 options per picker are most of a
  // plan page's elements, and a plan opened from a link rarely changes a picker.
  const countrySelect = (id: string, emptyLabel: string, chosen: string | null = null) => {
    const select = el("select", { id });
    select.append(el("option", { value: "" }, emptyLabel));
    if (chosen && nameOf.has(chosen)) select.append(el("option", { value: chosen }, nameOf.get(chosen)!));
    select.value = chosen && nameOf.has(chosen) ? chosen : "";
    let filled = false;
    const fill = () => {
      if (filled) return;
      filled = true;
      const value = select.value;
      select.replaceChildren(el("option", { value: "" }, emptyLabel), ...countries.map((c) => el("option", { value: c.slug }, c.name)));
      select.value = value;
    };
    for (const event of ["focus", "pointerdown", "mousedown", "touchstart"]) select.addEventListener(event, fill, { passive: true });
    return select;
  };

  let from = countrySelect("trip-from", t("fromNone"));
  const stopList = el("ol", { class: "trip-stops" });
  const addButton = el("button", { type: "button", class: "trip-add" }, t("addStop"));
  const age = el("input", { id: "trip-age", type: "number", min: "0", max: "1200", inputmode: "numeric" });
  const ageUnit = el("select", { id: "trip-age-unit", "aria-label": t("ageUnit") }, el("option", { value: "y" }, t("years")), el("option", { value: "m" }, t("months")));
  const pregnant = el("input", { id: "trip-pregnant", type: "checkbox" });
  const breastfeeding = el("input", { id: "trip-breastfeeding", type: "checkbox" });
  const departure = el("input", { id: "trip-departure", type: "date" });
  const problems = el("ul", { class: "trip-problems", role: "status" });
  const notices = el("ul", { class: "trip-notices", role: "status" });
  const result = el("section", { class: "trip-result", "aria-labelledby": "trip-result-heading", tabindex: "-1" });

  function renumber(): void {
    [...stopList.children].forEach((row, i) => {
      row.querySelector("legend")!.textContent = t("stopLabel", { number: i + 1 });
      row.querySelector(".trip-remove")!.setAttribute("aria-label", t("removeStop", { number: i + 1 }));
    });
  }

  function addStop(stop: Stop | null): HTMLElement {
    const id = `trip-stop-${++rowId}`;
    const select = countrySelect(`${id}-country`, t("chooseCountry"), stop?.country ?? null);
    const kind = el("select", { id: `${id}-kind` }, el("option", { value: "stay" }, t("stay")), el("option", { value: "transit" }, t("transit")));
    const amountLabel = el("label", { for: `${id}-amount` });
    const amount = el("input", { id: `${id}-amount`, type: "number", min: "1", max: "3650", inputmode: "numeric", required: "" });
    const syncUnit = () => (amountLabel.textContent = kind.value === "stay" ? t("days") : t("hours"));
    kind.value = stop?.kind ?? "stay";
    amount.value = String(stop ? (stop.kind === "stay" ? stop.days : stop.hours) : defaultStayDays);
    syncUnit();
    kind.addEventListener("change", syncUnit);
    const remove = el("button", { type: "button", class: "trip-remove" }, "×");
    const row = el(
      "li",
      {},
      el(
        "fieldset",
        {},
        el("legend"),
        el("span", { class: "trip-field" }, el("label", { for: select.id }, t("country")), select),
        el("span", { class: "trip-field" }, el("label", { for: kind.id }, t("kind")), kind),
        el("span", { class: "trip-field" }, amountLabel, amount),
        remove,
      ),
    );
    remove.addEventListener("click", () => {
      row.remove();
      renumber();
      markStale();
      // Focus stays in the form: on the first remaining stop, or on "Add a stop" when none is left.
      (stopList.querySelector("select") ?? addButton).focus();
    });
    stopList.append(row);
    renumber();
    return row;
  }

  function readForm(): { itinerary: Itinerary; traveller: Traveller; unchosen: number[] } {
    const stops: Stop[] = [...stopList.children].map((row) => {
      const [country, kind] = [...row.querySelectorAll("select")].map((s) => s.value) as [string, string];
      const amount = Math.max(1, Math.round(Number((row.querySelector("input") as HTMLInputElement).value) || 1));
      return kind === "transit" ? { country, kind: "transit", hours: amount } : { country, kind: "stay", days: amount };
    });
    const ageValue = age.value === "" ? null : Math.max(0, Math.round(Number(age.value)));
    return {
      itinerary: { from: from.value || null, stops },
      traveller: {
        ageMonths: ageValue === null ? null : ageUnit.value === "y" ? ageValue * 12 : ageValue,
        pregnant: pregnant.checked,
        ...(breastfeeding.checked ? { breastfeeding: true } : {}),
        departure: departure.value || null,
        today: localToday(),
      },
      unchosen: stops.flatMap((stop, index) => (stop.country === "" ? [index + 1] : [])),
    };
  }

  function fillForm(itinerary: Itinerary, traveller: Traveller): void {
    const chosenFrom = countrySelect("trip-from", t("fromNone"), itinerary.from);
    from.replaceWith(chosenFrom);
    from = chosenFrom;
    stopList.replaceChildren();
    // A stop the site does not know keeps its row, with no country chosen, so nothing is replaced.
    for (const stop of itinerary.stops) addStop(stop);
    if (traveller.ageMonths !== null) {
      const inYears = traveller.ageMonths >= 24 && traveller.ageMonths % 12 === 0;
      age.value = String(inYears ? traveller.ageMonths / 12 : traveller.ageMonths);
      ageUnit.value = inYears ? "y" : "m";
    }
    pregnant.checked = traveller.pregnant;
    breastfeeding.checked = traveller.breastfeeding ?? false;
    departure.value = traveller.departure ?? "";
  }

  /** What the link asked that could not be read: each part named, with what it may have meant. */
  function showProblems(list: QueryProblem[], unknown: string[]): void {
    const items = [
      ...list.map((p) => ({ text: t("linkProblem", { value: "value" in p ? p.value : String(p.max) }), typed: p.kind === "bad-stop" ? p.value.split(":")[0]! : p.kind === "bad-from" ? p.value : null })),
      ...unknown.map((slug) => ({ text: t("unknownCountry", { value: slug }), typed: slug })),
    ];
    problems.replaceChildren(
      ...items.map(({ text, typed }) => {
        const item = el("li", {}, text);
        if (typed !== null) void suggest(item, typed);
        return item;
      }),
    );
  }

  async function suggest(item: HTMLElement, typed: string): Promise<void> {
    const slugs = suggestCountries(typed, await loadNames(config.countryListUrl)).filter((slug) => nameOf.has(slug));
    const links = slugs.flatMap((slug, i) => [i ? ", " : "", el("a", { href: `${location.pathname}?${replaceInQuery(typed, slug)}` }, nameOf.get(slug)!)]);
    item.append(" ", ...(slugs.length ? [t("didYouMean"), " ", ...links] : [t("noSuggestion")]));
  }

  /** The current link with one unreadable country replaced by a suggestion. */
  function replaceInQuery(typed: string, slug: string): string {
    const params = new URLSearchParams(location.search);
    params.delete("add");
    if (params.get("from") === typed) params.set("from", slug);
    const stops = (params.get("stops") ?? "").split(",").map((token) => (token.split(":")[0] === typed ? [slug, ...token.split(":").slice(1)].join(":") : token));
    if (stops.join("") !== "") params.set("stops", stops.join(","));
    return params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
  }

  // British English, as the site writes it ("1 March 2027").
  const dates = new Intl.DateTimeFormat(config.locale === "en" ? "en-GB" : config.locale, { dateStyle: "long", timeZone: "UTC" });
  const wording = wordingOf(config.strings, config.pageWords, config.notices.stale, (day) => dates.format(new Date(`${day}T00:00:00Z`)), data);

  /** One line with its severity shown by class (colour), icon and text, never colour alone. */
  const lineItem = (line: Line) =>
    el("li", { class: `trip-status trip-${line.severity}` }, el("span", { class: "trip-icon", "aria-hidden": "true" }, severityIcons[line.severity]), el("span", {}, line.text));
  const lineList = (lines: Line[], name: string) => el("ul", { class: `trip-lines ${name}` }, ...lines.map(lineItem));

  function render(plan: TripPlan, itinerary: Itinerary, traveller: Traveller): void {
    const d = describePlan(plan, itinerary, traveller, wording);
    const borders = el(
      "ol",
      { class: "trip-borders" },
      ...d.borders.map((b) =>
        el("li", {}, el("h4", {}, b.heading), el("p", { class: "trip-when" }, b.when), lineList(b.lines, "trip-border-lines"), el("p", {}, countryLink(b.country, t("countryPage", { country: wording.countryName(b.country) })))),
      ),
    );
    const printButton = el("button", { type: "button", class: "trip-print" }, t("print"));
    printButton.addEventListener("click", () => window.print());
    // What cannot wait leads (time is short, pregnancy and age), then the borders' certificates,
    // then the outbreaks on the route.
    result.classList.remove("trip-stale");
    result.replaceChildren(
      el("h2", { id: "trip-result-heading" }, t("resultHeading")),
      el("p", { class: "trip-route" }, d.route),
      el("p", { class: "trip-traveller" }, d.traveller),
      ...(d.urgent.length ? [el("h3", {}, t("warningsHeading")), lineList(d.urgent, "trip-urgent")] : []),
      el("h3", {}, t("bordersHeading")),
      borders,
      // After the certificates, which decide whether one can travel at all.
      ...(d.notices.length ? [el("h3", {}, config.notices.heading), lineList(d.notices, "trip-outbreaks")] : []),
      ...(d.leaving.length ? [el("h3", {}, t("leavingHeading")), lineList(d.leaving, "trip-leaving")] : []),
      el("h3", {}, t("advisedHeading")),
      d.advised.length ? lineList(d.advised, "trip-advised-list") : el("p", {}, t("noAdvised")),
      el("h3", {}, t("malariaHeading")),
      lineList(d.malaria, "trip-malaria"),
      ...(d.risks.length ? [el("h3", {}, config.pageWords.country.otherRisksHeading), lineList(d.risks, "trip-risks")] : []),
      el("h3", {}, t("startHeading")),
      lineList(d.start, "trip-start"),
      el("p", {}, `${t("sourceLabel")} `, el("a", { href: d.startSource.url, rel: "external" }, d.startSource.text)),
      el("p", { class: "trip-actions" }, el("a", { href: `${location.pathname}?${tripQuery(itinerary, traveller)}` }, t("shareLink")), " ", printButton),
    );
  }

  /** An edit not yet submitted: the plan on screen (and on paper) says it is for the trip as it was. */
  function markStale(): void {
    if (!result.querySelector("#trip-result-heading") || result.classList.contains("trip-stale")) return;
    result.classList.add("trip-stale");
    result.querySelector("#trip-result-heading")!.after(el("p", { class: "trip-stale-notice", role: "status" }, t("planOutOfDate")));
  }

  /** Plans what the form says, or says why not; only a plan of what was asked is stored. */
  function update(fromUrl: boolean): void {
    const { itinerary, traveller, unchosen } = readForm();
    if (!itinerary.stops.length) {
      result.replaceChildren(el("p", {}, t("noStops")));
      return;
    }
    if (unchosen.length) {
      result.replaceChildren(el("p", { class: "trip-noplan" }, t("chooseCountries", { stops: unchosen.join(", ") })));
      return;
    }
    const query = tripQuery(itinerary, traveller);
    // What the form says is held to the link's limits (a departure in year 0050, a transit of
    // 9,999 hours): refused with the link's message, never planned as something else.
    const outOfRange = parseTripQuery(new URLSearchParams(query)).problems;
    if (outOfRange.length) {
      showProblems(outOfRange, []);
      result.replaceChildren();
      return;
    }
    if (!fromUrl) {
      history.replaceState(null, "", `${location.pathname}?${query}`);
      problems.replaceChildren();
      notices.replaceChildren();
    }
    remember(query);
    render(planTrip(data, itinerary, traveller), itinerary, traveller);
  }

  const form = el(
    "form",
    { class: "trip-form", novalidate: "" },
    el("h2", {}, t("formHeading")),
    el("p", { class: "trip-field" }, el("label", { for: from.id }, t("from")), from),
    el("fieldset", {}, el("legend", {}, t("stopsLegend")), stopList, addButton),
    el(
      "fieldset",
      {},
      el("legend", {}, t("travellerLegend")),
      el("span", { class: "trip-field" }, el("label", { for: age.id }, t("age")), age, ageUnit),
      el("span", { class: "trip-field trip-check" }, pregnant, el("label", { for: pregnant.id }, t("pregnant"))),
      el("span", { class: "trip-field trip-check" }, breastfeeding, el("label", { for: breastfeeding.id }, t("breastfeeding"))),
      el("span", { class: "trip-field" }, el("label", { for: departure.id }, t("departure")), departure),
    ),
    el("button", { type: "submit", class: "trip-submit" }, t("submit")),
  );
  form.addEventListener("input", markStale);
  form.addEventListener("change", markStale);
  // A plan opened from a link answers first: the form folds above it, one tap away.
  const change = el("details", { class: "trip-change" }, el("summary", {}, t("changeTrip")), form);
  addButton.addEventListener("click", () => {
    (addStop(null).querySelector("select") as HTMLElement).focus();
    markStale();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update(false);
    result.focus();
  });

  const parsed = opened.parsed;
  const unknown = unknownCountries(data, parsed.itinerary);
  fillForm(parsed.itinerary, parsed.traveller);
  if (!stopList.children.length) addStop(null);
  showProblems(parsed.problems, unknown);
  const stayNames = (indexes: number[]) => indexes.map((i) => nameOf.get(parsed.itinerary.stops[i]!.country) ?? parsed.itinerary.stops[i]!.country).join(", ");
  notices.replaceChildren(
    ...(opened.added !== null && nameOf.has(opened.added) ? [el("li", {}, t("added", { country: nameOf.get(opened.added)!, days: defaultStayDays }))] : []),
    ...(parsed.assumedStays.length ? [el("li", {}, t("assumedStay", { countries: stayNames(parsed.assumedStays), days: defaultStayDays }))] : []),
  );
  app.replaceChildren(change, problems, notices, result);
  // A link that could not be read in full gives no plan: a plan is only ever of what was asked.
  if (parsed.problems.length || unknown.length) result.replaceChildren(el("p", { class: "trip-noplan" }, t("noPlanUnread")));
  else if (parsed.itinerary.stops.length) update(true);
  change.open = !result.querySelector("#trip-result-heading");
}

// "Add to a trip" on a country page links here with ?add={slug}: the country joins the last plan
// this browser made (kept in localStorage), or starts a new one.
const storageKey = "trip:last";

function remember(query: string): void {
  try {
    localStorage.setItem(storageKey, query);
  } catch {
    // Storage can be off (private mode, policy): the URL still carries the plan.
  }
}

/** The trip the page opens with, and the country "Add to a trip" added (null when none). */
type Opened = { parsed: ParsedTrip; added: string | null };

function opening(): Opened {
  const params = new URLSearchParams(location.search);
  const added = params.get("add");
  if (added === null) return { parsed: parseTripQuery(params), added: null };
  let last = new URLSearchParams();
  try {
    last = new URLSearchParams(localStorage.getItem(storageKey) ?? "");
  } catch {
    // Storage off: the country starts a new plan.
  }
  last.set("stops", [last.get("stops"), `${added}:${defaultStayDays}`].filter(Boolean).join(","));
  const parsed = parseTripQuery(last);
  history.replaceState(null, "", `${location.pathname}?${tripQuery(parsed.itinerary, parsed.traveller)}`);
  return { parsed, added };
}

// The page carries the planner's data (src/lib/trip/data.ts): a plan needs no second request.
function main(): void {
  const app = document.getElementById("trip-app");
  const configNode = document.getElementById("trip-config");
  const dataNode = document.getElementById("trip-data");
  if (!app || !configNode || !dataNode) return;
  start(JSON.parse(configNode.textContent ?? "{}") as TripConfig, unpackTripData(JSON.parse(dataNode.textContent ?? "{}") as PackedTripData), app, opening());
}

main();
