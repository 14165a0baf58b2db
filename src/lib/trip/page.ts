// The trip page /{locale}/trip/ and its Markdown /{locale}/trip.md: how the plan is worked out,
// with a worked example computed at build time by the same rules the browser runs.
import type { UiStrings } from "../content/ui-schema.ts";
import type { Locale } from "../locales.ts";
import { escapeMarkdown as md, html, markdownLink, SafeHtml } from "../render/escape.ts";
import { localeMarkdownDoc, markdownDocument, type MarkdownDocument } from "../render/markdown.ts";
import type { TripDataPage } from "../site/pages.ts";
import { routes } from "../site/routes.ts";
import type { Site } from "../site/site.ts";
import { clientBundle } from "../client-bundle.ts";
import { describePlan, severityIcons, wordingOf, type Line, type Wording } from "./describe.ts";
import { isYellowFeverRiskCountry, planTrip, type Itinerary, type TripData } from "./plan.ts";
import { tripQuery } from "./query.ts";
import { packTripData } from "./data.ts";
import { statementWords } from "../site/statements.ts";
import { newest } from "../timestamps.ts";


function tripDataPage(site: Site, locale: Locale): TripDataPage {
  const page = site.pages[locale].find((p): p is TripDataPage => p.kind === "tripData");
  if (!page) throw new Error(`No trip data page for ${locale}`);
  return page;
}

/** The classic route where it exists in the content, else any risk country then a country whose
 * rule asks travellers arriving from one; null when the content has neither. */
export function exampleItinerary(data: TripData): Itinerary | null {
  const slugs = new Set(data.countries.map((c) => c.slug));
  if (["netherlands", "brazil", "ghana", "india"].every((s) => slugs.has(s))) {
    return {
      from: "netherlands",
      stops: [
        { country: "brazil", kind: "stay", days: 14 },
        { country: "ghana", kind: "stay", days: 7 },
        { country: "india", kind: "stay", days: 10 },
      ],
    };
  }
  const risk = data.countries.find(isYellowFeverRiskCountry);
  const destination = data.countries.find((c) => c.yellowFever.certificate.requirement === "arriving-from-risk-countries" && !isYellowFeverRiskCountry(c));
  if (!risk || !destination) return null;
  return { from: null, stops: [{ country: risk.slug, kind: "stay", days: 10 }, { country: destination.slug, kind: "stay", days: 7 }] };
}

/** The plan's words in a locale (describe.ts, wordingOf). */
export function wordingFor(ui: UiStrings, data: Pick<TripData, "countries" | "vaccines">): Wording {
  // The worked example has no departure date, so no day is ever formatted at build time.
  return wordingOf(ui.trip, statementWords(ui), ui.notices.stale, (day) => day, data);
}

/** The worked example: the plan in words, and the site-relative URL of the planner with its itinerary. */
function tripExample(site: Site, locale: Locale) {
  // The same data the planner in the browser downloads.
  const data = tripDataPage(site, locale).envelope.data;
  const itinerary = exampleItinerary(data);
  if (!itinerary) return null;
  const traveller = { ageMonths: null, pregnant: false, departure: null };
  const plan = planTrip(data, itinerary, traveller);
  return {
    description: describePlan(plan, itinerary, traveller, wordingFor(site.ui[locale], data)),
    path: `${routes.trip(locale).html}?${tripQuery(itinerary, traveller)}`,
  };
}

/** When the page last changed: its own text or any country or vaccine it computes from. */
export function tripLastUpdated(site: Site, locale: Locale): string {
  return newest(site.outline.find((page) => page.locale === locale && page.kind === "tripData")!.lastUpdated, site.ui[locale].lastUpdated);
}

const ruleKeys = ["ruleRisk", "ruleWindow", "ruleTransit", "ruleValidity"] as const;

/** What the script needs besides the data: the words and where the pages are (a JSON block, not executed). */
export type TripConfig = ReturnType<typeof clientConfig>;

function clientConfig(site: Site, locale: Locale, href: (path: string) => string) {
  const ui = site.ui[locale];
  return {
    // With `{slug}` in place of the slug.
    countryUrl: href(routes.country(locale, "{slug}").html),
    // Its rows carry the search names suggestions are made from.
    countryListUrl: href(routes.countryList(locale).html),
    locale,
    // What the page itself says (rules, worked example, metadata) stays out of the script's words.
    strings: Object.fromEntries(Object.entries(ui.trip).filter(([key]) => !pageOnlyStrings.has(key))),
    // The words the country pages' statements are made of (statements.ts), so the plan words a
    // country as its page does; the levels and risks among them are the plan's too.
    pageWords: statementWords(ui),
    // The country pages' words for outbreak notices: the section's heading, and a notice past its review day.
    notices: { heading: ui.notices.heading, stale: ui.notices.stale },
  };
}

const pageOnlyStrings = new Set(["title", "description", "intro", "noScript", "navLabel", "addToTrip", ...ruleKeys, "rulesHeading", "exampleHeading", "exampleIntro", "exampleOpen", "dataHeading", "dataText"]);

/** JSON inside <script>: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): SafeHtml {
  return new SafeHtml(JSON.stringify(value).replace(/</g, "\\u003c"));
}

const lineHtml = (lines: Line[]) =>
  html`<ul class="trip-lines">
${lines.map((l) => html`<li class="trip-status trip-${l.severity}"><span class="trip-icon" aria-hidden="true">${severityIcons[l.severity]}</span><span>${l.text}</span></li>\n`)}</ul>`;

/** The rules, the worked example and the API fields, as HTML sections under headings of `level`
 * (2 on the trip page, 3 inside the developers' page). */
export function tripExplanationHtml(site: Site, locale: Locale, href: (path: string) => string, level: 2 | 3): SafeHtml {
  const t = site.ui[locale].trip;
  const example = tripExample(site, locale);
  const h = (id: string, text: string) => new SafeHtml(`<h${level} id="${id}">${html`${text}`.value}</h${level}>`);
  const sub = (text: SafeHtml) => new SafeHtml(`<h${level + 1}>${text.value}</h${level + 1}>`);
  return html`<section class="trip-rules" aria-labelledby="trip-rules">
${h("trip-rules", t.rulesHeading)}
<ul>
${ruleKeys.map((key) => html`<li>${t[key]}</li>\n`)}</ul>
</section>
${
  example
    ? html`<section class="trip-example" aria-labelledby="trip-example">
${h("trip-example", t.exampleHeading)}
<p>${t.exampleIntro.replace("{route}", () => example.description.route)}</p>
${example.description.borders.map((b) => html`${sub(html`${b.heading} <small>${b.when}</small>`)}\n${lineHtml(b.lines)}\n`)}${
        example.description.leaving.length ? html`${sub(html`${t.leavingHeading}`)}\n${lineHtml(example.description.leaving)}\n` : ""
      }${sub(html`${t.advisedHeading}`)}
${example.description.advised.length ? lineHtml(example.description.advised) : html`<p>${t.noAdvised}</p>`}
${sub(html`${t.startHeading}`)}
${lineHtml(example.description.start)}
<p>${t.sourceLabel} <a href="${example.description.startSource.url}" rel="external">${example.description.startSource.text}</a></p>
<p><a href="${href(example.path)}">${t.exampleOpen}</a></p>
</section>
`
    : ""
}<section class="trip-developers" aria-labelledby="trip-developers">
${h("trip-developers", t.dataHeading)}
<p>${t.dataText.replace("{url}", () => `${site.siteUrl}${routes.tripData(locale).json}`)}</p>
</section>
`;
}

export function tripHtmlBody(site: Site, locale: Locale, href: (path: string) => string): SafeHtml {
  const ui = site.ui[locale];
  const t = ui.trip;
  const bundle = clientBundle("trip");
  return html`<p class="lead">${t.intro}</p>
<div class="trip-noscript">
<p>${t.noScript}</p>
<p><a href="${href(routes.countryList(locale).html)}">${ui.countryList.title}</a></p>
</div>
<div id="trip-app" class="trip-app"></div>
<script type="application/json" id="trip-config">${scriptJson(clientConfig(site, locale, href))}</script>
<script type="application/json" id="trip-data">${scriptJson(packTripData(tripDataPage(site, locale).envelope.data))}</script>
<script src="${href(routes.tripScript)}" integrity="${bundle.integrity}" defer></script>
${tripExplanationHtml(site, locale, href, 2)}`;
}

/** The rules, the worked example and the API fields as Markdown, headings at `level`. */
export function tripExplanationMarkdown(site: Site, locale: Locale, level: 2 | 3): string[] {
  const t = site.ui[locale].trip;
  const example = tripExample(site, locale);
  const abs = (path: string) => `${site.siteUrl}${path}`;
  const h = (text: string, extra = 0) => `${"#".repeat(level + extra)} ${md(text)}`;
  const list = (lines: Line[]) => lines.map((l) => `- ${md(l.text)}`).join("\n");
  const exampleBody = example
    ? [
        h(t.exampleHeading),
        md(t.exampleIntro.replace("{route}", () => example.description.route)),
        ...example.description.borders.flatMap((b) => [`${h(b.heading, 1)} (${md(b.when)})`, list(b.lines)]),
        ...(example.description.leaving.length ? [h(t.leavingHeading, 1), list(example.description.leaving)] : []),
        h(t.advisedHeading, 1),
        example.description.advised.length ? list(example.description.advised) : md(t.noAdvised),
        h(t.startHeading, 1),
        list(example.description.start),
        `${md(t.sourceLabel)} ${markdownLink(example.description.startSource.text, example.description.startSource.url)}`,
        markdownLink(t.exampleOpen, abs(example.path)),
      ]
    : [];
  return [h(t.rulesHeading), ruleKeys.map((key) => `- ${md(t[key])}`).join("\n"), ...exampleBody, h(t.dataHeading), md(t.dataText.replace("{url}", () => abs(routes.tripData(locale).json)))];
}

/** The trip rules as a Markdown document (trip.md and its full-text entry for language models). */
export function tripMarkdownDoc(site: Site, locale: Locale): MarkdownDocument {
  const ui = site.ui[locale];
  const body = [md(ui.trip.intro), ...tripExplanationMarkdown(site, locale, 2)];
  return localeMarkdownDoc(site, locale, { route: routes.trip, title: ui.trip.title, lastUpdated: tripLastUpdated(site, locale), jsonPath: routes.tripData(locale).json, body });
}

export function tripMarkdown(site: Site, locale: Locale): string {
  return markdownDocument(tripMarkdownDoc(site, locale), site.ui[locale], (l) => site.ui[l]);
}
