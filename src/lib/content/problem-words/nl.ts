// The content check's problems in Dutch, as the form editor shows them (codes: en.ts).
import type { ProblemTable, SchemaRule, Seen } from "./en.ts";
import { describeField, fieldInSentence } from "../field-words.ts";
import { markerIn } from "../fill-in-markers.ts";

const f = (path: string) => fieldInSentence(path, "nl");

const value = (seen: Seen): string => {
  switch (seen.kind) {
    case "missing":
      return "niets (het veld ontbreekt)";
    case "null":
      return "null (leeg)";
    case "empty":
      return "een lege tekst";
    case "text":
      return seen.text;
    case "list":
      return `een lijst van ${seen.count} item${seen.count === 1 ? "" : "s"}`;
    case "object":
      return "een groep velden";
    case "other":
      return seen.text;
  }
};

const rules: Record<SchemaRule, string> = {
  slug: "een slug in kleine letters met koppeltekens (a-z, 0-9 en losse koppeltekens)",
  text: "één regel tekst zonder stuurtekens en zonder spaties aan begin of eind",
  httpsUrl: "een volledig https://-adres",
  noCredentials: "een https-adres zonder gebruikersnaam of wachtwoord",
  urlCharacters: "een https-adres met alleen tekens die een adres mag bevatten (RFC 3986): een spatie, aanhalingsteken, <, >, backslash of letter met accent %-gecodeerd",
  documentUrl: "het https-adres van een bepaald document of bepaalde pagina, geen startpagina (met een pad na de host)",
  translationPath: "het pad van één taal van een tekst, zoals vaccines[1].note.de",
  distinct: "elk item één keer (deze lijst is een verzameling)",
  partialDate: "een jaar, jaar-maand of datum: JJJJ, JJJJ-MM of JJJJ-MM-DD",
  oneCitation: "minstens één bronvermelding, of null als het feit nog geen bron heeft",
  isoCode: "een ISO 3166-1 alpha-2-code zoals KE",
};

const constructs: Record<string, string> = {
  table: "een tabel",
  blockquote: "een citaat (> …)",
  fence: "een codeblok (```)",
  code_block: "een ingesprongen codeblok (4 spaties)",
  hr: "een horizontale lijn (---)",
  html_block: "HTML",
  html_inline: "HTML",
  s_open: "doorhalen (~~…~~)",
  code_inline: "code (`…`)",
};
const construct = (type: string): string => constructs[type] ?? constructs[type.replace(/_open$/, "")] ?? `Markdown van het type ${type.replace(/_open$/, "")}`;
const types: Record<string, string> = { string: "tekst", number: "een getal", boolean: "true of false (ja of nee)", object: "een groep velden", array: "een lijst", null: "null" };
const languages: Record<string, string> = { nl: "Nederlandse", en: "Engelse", de: "Duitse", fr: "Franse", es: "Spaanse" };
const at = (p: { char: string; at: number }) => `${p.char} op teken ${p.at}`;
const once = { vaccine: "elk vaccin één keer per land", disease: "elke ziekte één keer per land", country: "elk land één keer", drug: "elk middel één keer" };
const html = { reference: "de HTML-tekenverwijzing", comment: "een HTML-commentaar", tag: "de HTML-tag" };

export const nl: ProblemTable = {
  unknownField: { expected: () => "geen veld met deze naam (controleer de spelling tegen het schema)", found: (p) => `een onbekend veld ${JSON.stringify(p.key)}` },
  wrongType: { expected: (p) => (p.type === "int" ? "een geheel getal" : types[p.type] ?? `een waarde van het type ${p.type}`), found: (p) => value(p.seen) },
  notOneOf: { expected: (p) => `een van ${p.values}`, found: (p) => value(p.seen) },
  format: { expected: (p) => (p.format === "date" ? "een datum als JJJJ-MM-DD" : "een UTC-tijd als 2026-10-02T09:30:00Z"), found: (p) => value(p.seen) },
  rule: { expected: (p) => rules[p.rule], found: (p) => value(p.seen) },
  schema: { expected: (p) => p.message, found: (p) => value(p.seen) },
  tooShort: {
    expected: (p) => (p.origin === "string" ? `minstens ${p.minimum} teken${p.minimum === 1 ? "" : "s"}` : p.origin === "array" ? `minstens ${p.minimum} item${p.minimum === 1 ? "" : "s"}` : `een waarde van minstens ${p.minimum}`),
    found: (p) => value(p.seen),
  },
  tooLong: {
    expected: (p) => (p.origin === "string" ? `hoogstens ${p.maximum} tekens` : p.origin === "array" ? `hoogstens ${p.maximum} items` : `een waarde van hoogstens ${p.maximum}`),
    found: (p) => value(p.seen),
  },
  badKey: { expected: (p) => (p.rule ? `een sleutel die ${rules[p.rule]} is` : "een geldige sleutel"), found: (p) => `de sleutel ${JSON.stringify(p.key)}` },

  loneSurrogate: { expected: () => "Unicode-tekst", found: () => "een losse surrogaat (de helft van een teken)" },
  controlCharacter: { expected: (p) => (p.body ? "tekst zonder stuurtekens behalve tab en regeleinden" : "tekst zonder stuurtekens (ook zonder regeleinden)"), found: at },
  noncharacter: { expected: () => "tekst zonder Unicode-non-tekens", found: at },
  htmlInText: { expected: () => "gewone tekst zonder HTML, die elke pagina letterlijk zou tonen (typ het teken zelf, zoals & of é)", found: (p) => `${html[p.what]} ${p.html}` },
  bidiInName: { expected: () => "een naam zonder tekens die de schrijfrichting insluiten, omkeren of isoleren", found: at },
  invisibleName: { expected: () => "een naam met minstens één zichtbaar teken", found: () => "alleen onzichtbare tekens" },
  hiddenFormat: { expected: () => "tekst zonder schrijfrichtingstekens of onzichtbare opmaaktekens (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+061C, U+FEFF)", found: at },
  yearRange: { expected: (p) => `een datum tussen ${p.first} en ${p.last}`, found: (p) => p.text },

  bandEnd: { expected: (p) => `een leeftijd na ${f("fromMonths")}, dus boven ${p.from}, of null`, found: (p) => String(p.below) },
  bandOverlap: { expected: (p) => `een leeftijdsgroep die niet overlapt met ${f(`age.bands[${p.other}]`)}`, found: (p) => `${p.from}–${p.below} maanden` },
  lastUpdatedFuture: { expected: (p) => `een tijd niet later dan de klok van de bouw (${p.now})`, found: (p) => p.text },
  reviewedAfterUpdate: { expected: (p) => `een dag niet later dan de dag van ${f("lastUpdated")} (${p.day}); ook een controle zonder wijziging is een wijziging: vul ${f("lastUpdated")} en ${f("changeNote")} in`, found: (p) => p.text },
  genericReference: { expected: () => "de pagina die de geciteerde regel noemt (geen factsheet over een ziekte, geen reisadvies-overzicht, themapagina of ITH-startpagina)", found: (p) => p.text },
  lcrUrl: { expected: () => 'null, of het adres van een bron van het soort "advice-body" in content/references/ waartegen dit bestand is gecontroleerd', found: (p) => p.text },
  reviewedUnsourced: { expected: () => `de bronnen van deze regel, want het bestand is als gecontroleerd gemarkeerd (of ${f("reviewed")}: null tot er een bron is)`, found: () => "null (nog zonder bron)" },
  reviewedSecondary: { expected: () => `een overheid, adviesorgaan of klinische dienst onder de bronnen, want het bestand is als gecontroleerd gemarkeerd (of ${f("reviewed")}: null tot er een is)`, found: () => "alleen secundaire bronnen" },
  onceEach: { expected: (p) => once[p.what], found: (p) => `${p.text} nog een keer` },
  entryRequirementUncited: { expected: () => "de bronnen van deze inreisverplichting, of null als ze nog geen bron heeft", found: () => value({ kind: "missing" }) },
  leavingRule: { expected: () => `een regel voor het verlaten van het land in ${f("exitRequirements")}, geen inreisverplichting`, found: (p) => `een notitie over vertrek: ${p.text}` },
  noCertificateAge: { expected: () => "null als er geen bewijs nodig is", found: (p) => p.text },
  noCertificateTransit: { expected: () => "false als er geen bewijs nodig is", found: () => "true" },
  transitHours: { expected: () => `null als ${f("includesTransit")} false is`, found: (p) => p.text },
  alsoFromRequirement: { expected: () => 'geen extra landen, tenzij de eis "arriving-from-risk-countries" is', found: (p) => p.text },
  alsoFromRisk: { expected: () => "een land zonder risico volgens de WHO (landen met risico tellen altijd mee)", found: (p) => `${p.text}, met risico ${p.risk}` },
  fromCountriesNeeded: { expected: () => 'de landen die de regel noemt (fromCountries), want de eis is "arriving-from-listed-countries"', found: () => "niets" },
  fromCountriesRequirement: { expected: () => 'geen fromCountries, tenzij de eis "arriving-from-listed-countries" is', found: (p) => p.text },
  fromCountriesLevel: { expected: () => 'fromCountries alleen bij niveau "entry-requirement"', found: (p) => `niveau ${p.text}` },
  confirmsKind: { expected: (p) => `confirms alleen bij een bronvermelding van een autoriteit of adviesinstantie (deze bron is ${p.kind}): alleen zo'n citaat bevestigt`, found: (p) => p.text },
  confirmsAbsent: { expected: (p) => `in confirms alleen eigenschappen die dit feit heeft (het heeft geen ${p.attribute})`, found: (p) => p.attribute },
  confirmsNumber: { expected: (p) => `een citaat dat ${p.attribute} ${p.text} noemt (verbeter de waarde, citeer de woorden die haar noemen, of haal haar uit confirms)`, found: (p) => `het citaat ${p.quote}` },
  confirmsCountry: { expected: (p) => `een citaat dat ${p.text} noemt (van ${p.attribute}), in het Engels of met een andere naam`, found: (p) => `het citaat ${p.quote}` },
  transitHoursQuoted: { expected: (p) => `transitMinimumHours ${p.hours}, want een geciteerd citaat noemt die duur`, found: (p) => `null (geen duur), terwijl het citaat zegt: ${p.quote}` },
  extentSummaryUnknown: { expected: () => "extent null (niet bekend: elk formaat zegt dat) als geen geciteerde bron zegt welke gebieden, niet some-areas met woorden die zeggen dat het niet bekend is", found: (p) => p.text },
  preventionContradicts: { expected: (p) => `preventiewoorden die overeenkomen met tablets "${p.tablets}" (de samenvatting zegt wat tablets zegt)`, found: (p) => p.text },
  yellowFeverVaccineMissing: { expected: () => 'het gelekoortsvaccin op niveau "entry-requirement", want elke reiziger heeft een bewijs nodig', found: () => "zo'n regel ontbreekt" },
  diseaseFileMissing: { expected: (p) => `een ziektebestand content/diseases/${p.slug}.json om naar te verwijzen`, found: () => "geen" },
  drugsWhenAdvised: { expected: () => `de geadviseerde middelen, zoals de geciteerde bron ze noemt, als ${f("malaria.tablets")} "advised" is`, found: () => "een lege lijst" },
  whoDecides: { expected: () => `advies dat zegt wie over tabletten beslist (een reiskliniek), want ${f("malaria.tablets")} is "consider" en er is geen middel genoemd`, found: (p) => p.text },
  preventionType: { expected: (p) => `null, tenzij ${f("malaria.citations")} "${p.reference}" citeert met een citaat dat type ${p.type} voor dit land noemt`, found: (p) => `${p.text} zonder zo'n bronvermelding` },
  extentNotAllowed: { expected: () => 'geen omvang als het malariarisico "none" is', found: (p) => value(p.seen) },
  extentNeeded: { expected: () => '"whole-country" of "some-areas": hoe ver het risico reikt', found: (p) => value(p.seen) },
  yellowFeverExtentNotAllowed: { expected: () => 'geen omvang als het risico op overdracht van gele koorts "none" is', found: (p) => value(p.seen) },
  yellowFeverExtentNeeded: { expected: () => '"whole-country" of "some-areas", of null als geen geciteerde bron het zegt: hoe ver het risico reikt', found: (p) => value(p.seen) },
  yellowFeverExtentUncited: { expected: () => `null (niet bekend) zolang ${f("yellowFever.citations")} null is: een bekende omvang steunt op een geciteerde bron`, found: (p) => value(p.seen) },
  extentSummaryNeeded: { expected: () => 'de paar woorden die de kop beperken ("alleen het noordoosten", "geen risico op Bali") als het risico in sommige gebieden is', found: () => "niets" },
  extentSummaryNotAllowed: { expected: () => 'null of niets, tenzij de omvang "some-areas" is', found: () => "een waarde" },
  extentSummaryLength: { expected: () => "hoogstens 60 tekens, zodat de kop op het eerste scherm van een telefoon past", found: (p) => `${p.count} tekens` },
  nullWhenNoRisk: { expected: () => 'null als het malariarisico "none" is', found: () => "een waarde" },
  notAdvisedWhenNoRisk: { expected: () => '"not-advised" als het malariarisico "none" is', found: (p) => p.text },
  noDrugsWhenNoRisk: { expected: () => 'een lege lijst als het malariarisico "none" is', found: (p) => `een lijst van ${p.count}` },
  preventionNeeded: { expected: (p) => `preventieadvies als het risico "${p.risk}" is`, found: () => "null (leeg)" },
  unlinkedReasonNeeded: { expected: () => "een reden waarom geen enkel landadvies deze ziekte noemt (of een land dat haar noemt)", found: () => "geen land en geen reden" },
  unlinkedReasonNotAllowed: { expected: () => "geen reden, want landadviezen noemen deze ziekte", found: (p) => p.text },
  noticeConfirmed: { expected: (p) => `een dag op of na ${f("reported")} (${p.reported})`, found: (p) => p.text },
  noticeReviewBy: { expected: (p) => `een dag na ${f("confirmed")} (${p.confirmed}) en hooguit 90 dagen later (uiterlijk ${p.latest})`, found: (p) => p.text },
  noticeEnded: { expected: (p) => `een dag van ${f("reported")} (${p.reported}) tot de dag van ${f("lastUpdated")} (${p.updated})`, found: (p) => p.text },
  noticeCitationKind: { expected: () => 'een bron van het soort "authority" of "advice-body" (een melding die alleen op nieuws berust, wordt niet gepubliceerd)', found: (p) => `${p.text}, van het soort "${p.kind}"` },
  noticeCitationUndated: { expected: () => `een bron waarvan ${f("dated")} de datum van het rapport geeft`, found: (p) => `${p.text}, zonder datum` },
  noticeReported: { expected: (p) => `de ${f("dated")} van een geciteerde bron (${p.dates})`, found: (p) => p.text },

  linkAddress: { expected: () => "een link naar een https://- of mailto:-adres", found: (p) => p.text },
  linkText: { expected: () => "een link met tekst", found: () => "een link zonder tekst" },
  image: { expected: () => "geen afbeeldingen in een profiel (alleen tekst, links en lijsten)", found: () => "een afbeelding" },
  inlineMarkdown: { expected: () => "gewone tekst, **vet**, *cursief* of een link", found: (p) => construct(p.type) },
  headingLevel: { expected: () => "een kop van niveau 2 (##) of 3 (###); de paginatitel is de naam van de ziekte", found: (p) => `een kop van niveau ${p.level}` },
  emptyHeading: { expected: () => "een kop met tekst", found: () => "een lege kop" },
  blockMarkdown: { expected: () => "alleen koppen (## of ###), alinea's en platte lijsten", found: (p) => construct(p.type) },
  emptyListItem: { expected: () => "lijstitems met tekst", found: () => "een leeg lijstitem" },
  nestedList: { expected: () => "een platte lijst (geen lijst in een lijstitem)", found: () => "een geneste lijst" },
  listItemMarkdown: { expected: () => "lijstitems van gewone tekst", found: (p) => construct(p.type) },
  emptyBody: { expected: () => "een profieltekst met minstens één alinea", found: () => "een leeg bestand" },
  tooManyBlocks: { expected: (p) => `hoogstens ${p.max} blokken (koppen, alinea's en lijsten)`, found: (p) => `${p.count} blokken` },

  slugNotFileName: { expected: (p) => `de bestandsnaam ${JSON.stringify(p.name)}`, found: (p) => p.text },
  bodyWithoutDisease: { expected: (p) => `een ziektebestand diseases/${p.slug}.json naast deze profieltekst`, found: () => "geen" },
  diseaseWithoutBody: { expected: (p) => `een profieltekst ${p.slug}.nl.md of ${p.slug}.en.md ernaast`, found: () => "geen van beide" },
  fillIn: { expected: (p) => `in te vullen: ${markerIn(p, "nl")}`, found: () => "de markering van het startbestand, nog niet ingevuld" },
  reservedSlug: { expected: (p) => `een andere slug dan ${p.reserved} (gereserveerd voor het ziekte-overzicht)`, found: (p) => p.text },
  unknownSlug: { expected: (p) => `de slug van een bestand in content/${p.folder}/`, found: (p) => p.text },
  staleMark: { expected: () => "het pad van één taal van een tekst in dit bestand (haal de markering weg als die vertaald is)", found: (p) => `${p.text}, dat geen bestaande tekst noemt` },
  sameDestination: {
    expected: (p) => `${p.iso ? "een ISO-code" : "een naam"} die geen ander landbestand heeft (één bestand per bestemming: houd een van ${p.files.join(" en ")} en verwijder de kopie)`,
    found: (p) => `${p.text}, ook ${p.iso ? "de code" : `de ${languages[p.locale ?? ""] ?? p.locale} naam`} in ${p.files.slice(1).join(" en ")}`,
  },
  slugTaken: { expected: (p) => `een slug die geen ander bestand in content/${p.folder}/ heeft (een nieuw of gedupliceerd item heeft een eigen slug nodig)`, found: (p) => `${JSON.stringify(p.name)}, de slug van ${p.file}` },
  stillCited: { expected: (p) => `niets dat ${p.file} citeert voordat het wordt verwijderd`, found: (p) => `${p.place} (${p.field ? describeField(p.field, "nl") : "het bestand"}) citeert het` },
  keptChangeNote: { expected: () => "een notitie die zegt wat deze bewerking veranderde (ze verschijnt in de wijzigingsfeed)", found: () => "de notitie van de vorige wijziging" },
};
