// The content check's problems in German, as the form editor shows them (codes: en.ts).
import type { ProblemTable, SchemaRule, Seen } from "./en.ts";
import { describeField, fieldInSentence } from "../field-words.ts";
import { markerIn } from "../fill-in-markers.ts";

const f = (path: string) => fieldInSentence(path, "de");

const value = (seen: Seen): string => {
  switch (seen.kind) {
    case "missing":
      return "nichts (das Feld fehlt)";
    case "null":
      return "null (leer)";
    case "empty":
      return "einen leeren Text";
    case "text":
      return seen.text;
    case "list":
      return `eine Liste mit ${seen.count} ${seen.count === 1 ? "Eintrag" : "Einträgen"}`;
    case "object":
      return "eine Gruppe von Feldern";
    case "other":
      return seen.text;
  }
};

const rules: Record<SchemaRule, string> = {
  slug: "einen Slug in Kleinbuchstaben mit Bindestrichen (a-z, 0-9 und einzelne Bindestriche)",
  text: "eine Zeile Text ohne Steuerzeichen und ohne Leerzeichen am Anfang oder Ende",
  httpsUrl: "eine vollständige https://-Adresse",
  noCredentials: "eine https-Adresse ohne Benutzername oder Passwort",
  urlCharacters: "eine https-Adresse nur aus Zeichen, die eine Adresse enthalten darf (RFC 3986): Leerzeichen, Anführungszeichen, <, >, Backslash oder Umlaute %-kodiert",
  documentUrl: "die https-Adresse eines bestimmten Dokuments oder einer Seite, keine Startseite (mit einem Pfad nach dem Host)",
  translationPath: "den Pfad einer Sprache eines Textes, etwa vaccines[1].note.de",
  distinct: "jeden Eintrag nur einmal (diese Liste ist eine Menge)",
  partialDate: "ein Jahr, Jahr-Monat oder Datum: JJJJ, JJJJ-MM oder JJJJ-MM-TT",
  oneCitation: "mindestens einen Quellennachweis, oder null, wenn die Angabe noch keine Quelle hat",
  isoCode: "einen ISO-3166-1-alpha-2-Code wie KE",
};

const constructs: Record<string, string> = {
  table: "eine Tabelle",
  blockquote: "ein Zitat (> …)",
  fence: "einen Codeblock (```)",
  code_block: "einen eingerückten Codeblock (4 Leerzeichen)",
  hr: "eine Trennlinie (---)",
  html_block: "HTML",
  html_inline: "HTML",
  s_open: "Durchstreichen (~~…~~)",
  code_inline: "Code (`…`)",
};
const construct = (type: string): string => constructs[type] ?? constructs[type.replace(/_open$/, "")] ?? `Markdown vom Typ ${type.replace(/_open$/, "")}`;
const types: Record<string, string> = { string: "einen Text", number: "eine Zahl", boolean: "true oder false (ja oder nein)", object: "eine Gruppe von Feldern", array: "eine Liste", null: "null" };
const languages: Record<string, string> = { nl: "niederländische", en: "englische", de: "deutsche", fr: "französische", es: "spanische" };
const at = (p: { char: string; at: number }) => `${p.char} an Zeichen ${p.at}`;
const once = { vaccine: "jeden Impfstoff einmal pro Land", disease: "jede Krankheit einmal pro Land", country: "jedes Land einmal", drug: "jedes Medikament einmal" };
const html = { reference: "die HTML-Zeichenreferenz", comment: "einen HTML-Kommentar", tag: "das HTML-Tag" };

export const de: ProblemTable = {
  unknownField: { expected: () => "kein Feld dieses Namens (prüfen Sie die Schreibweise am Schema)", found: (p) => `ein unbekanntes Feld ${JSON.stringify(p.key)}` },
  wrongType: { expected: (p) => (p.type === "int" ? "eine ganze Zahl" : types[p.type] ?? `einen Wert vom Typ ${p.type}`), found: (p) => value(p.seen) },
  notOneOf: { expected: (p) => `einen von ${p.values}`, found: (p) => value(p.seen) },
  format: { expected: (p) => (p.format === "date" ? "ein Datum im Format JJJJ-MM-TT" : "eine UTC-Zeit wie 2026-10-02T09:30:00Z"), found: (p) => value(p.seen) },
  rule: { expected: (p) => rules[p.rule], found: (p) => value(p.seen) },
  schema: { expected: (p) => p.message, found: (p) => value(p.seen) },
  tooShort: {
    expected: (p) => (p.origin === "string" ? `mindestens ${p.minimum} ${p.minimum === 1 ? "Zeichen" : "Zeichen"}` : p.origin === "array" ? `mindestens ${p.minimum} ${p.minimum === 1 ? "Eintrag" : "Einträge"}` : `einen Wert von mindestens ${p.minimum}`),
    found: (p) => value(p.seen),
  },
  tooLong: {
    expected: (p) => (p.origin === "string" ? `höchstens ${p.maximum} Zeichen` : p.origin === "array" ? `höchstens ${p.maximum} Einträge` : `einen Wert von höchstens ${p.maximum}`),
    found: (p) => value(p.seen),
  },
  badKey: { expected: (p) => (p.rule ? `einen Schlüssel der Form: ${rules[p.rule]}` : "einen gültigen Schlüssel"), found: (p) => `den Schlüssel ${JSON.stringify(p.key)}` },

  loneSurrogate: { expected: () => "Unicode-Text", found: () => "ein einzelnes Surrogat (ein halbes Zeichen)" },
  controlCharacter: { expected: (p) => (p.body ? "Text ohne Steuerzeichen außer Tabulator und Zeilenumbrüchen" : "Text ohne Steuerzeichen (auch ohne Zeilenumbrüche)"), found: at },
  noncharacter: { expected: () => "Text ohne Unicode-Nichtzeichen", found: at },
  htmlInText: { expected: () => "einfachen Text ohne HTML, das jede Seite wörtlich anzeigen würde (schreiben Sie das Zeichen selbst, etwa & oder é)", found: (p) => `${html[p.what]} ${p.html}` },
  bidiInName: { expected: () => "einen Namen ohne Zeichen, die die Schreibrichtung einbetten, umkehren oder isolieren", found: at },
  invisibleName: { expected: () => "einen Namen mit mindestens einem sichtbaren Zeichen", found: () => "nur unsichtbare Zeichen" },
  hiddenFormat: { expected: () => "Text ohne Schreibrichtungs- oder unsichtbare Formatzeichen (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+061C, U+FEFF)", found: at },
  yearRange: { expected: (p) => `ein Datum zwischen ${p.first} und ${p.last}`, found: (p) => p.text },

  bandEnd: { expected: (p) => `ein Alter über ${f("fromMonths")}, also über ${p.from}, oder null`, found: (p) => String(p.below) },
  bandOverlap: { expected: (p) => `eine Altersgruppe, die sich nicht mit ${f(`age.bands[${p.other}]`)} überschneidet`, found: (p) => `${p.from}–${p.below} Monate` },
  lastUpdatedFuture: { expected: (p) => `eine Zeit nicht später als die Uhr des Builds (${p.now})`, found: (p) => p.text },
  reviewedAfterUpdate: { expected: (p) => `einen Tag nicht später als den Tag von ${f("lastUpdated")} (${p.day}); auch eine Prüfung ohne Änderung ist eine Änderung: setzen Sie ${f("lastUpdated")} und ${f("changeNote")}`, found: (p) => p.text },
  genericReference: { expected: () => "die Seite, die die zitierte Regel nennt (kein Krankheits-Merkblatt, keine Übersicht der Reisehinweise, keine Themenseite und nicht die ITH-Startseite)", found: (p) => p.text },
  lcrUrl: { expected: () => 'null, oder die Adresse einer Quelle der Art "advice-body" in content/references/, gegen die diese Datei geprüft wurde', found: (p) => p.text },
  reviewedUnsourced: { expected: () => `die Quellen dieser Regel, da die Datei als geprüft markiert ist (oder ${f("reviewed")}: null, bis eine Quelle gefunden ist)`, found: () => "null (noch ohne Quelle)" },
  reviewedSecondary: { expected: () => `eine Behörde, ein Beratungsgremium oder einen klinischen Dienst unter den Quellen, da die Datei als geprüft markiert ist (oder ${f("reviewed")}: null, bis eine gefunden ist)`, found: () => "nur Sekundärquellen" },
  onceEach: { expected: (p) => once[p.what], found: (p) => `${p.text} noch einmal` },
  entryRequirementUncited: { expected: () => "die Quellen dieser Einreisevorschrift, oder null, wenn sie noch keine Quelle hat", found: () => value({ kind: "missing" }) },
  leavingRule: { expected: () => `eine Regel für die Ausreise in ${f("exitRequirements")}, keine Einreisevorschrift`, found: (p) => `eine Notiz, die von der Ausreise spricht: ${p.text}` },
  noCertificateAge: { expected: () => "null, wenn kein Nachweis verlangt wird", found: (p) => p.text },
  noCertificateTransit: { expected: () => "false, wenn kein Nachweis verlangt wird", found: () => "true" },
  transitHours: { expected: () => `null, wenn ${f("includesTransit")} false ist`, found: (p) => p.text },
  alsoFromRequirement: { expected: () => 'keine weiteren Länder, außer die Vorschrift ist "arriving-from-risk-countries"', found: (p) => p.text },
  alsoFromRisk: { expected: () => "ein Land ohne Risiko laut WHO (Länder mit Risiko zählen immer)", found: (p) => `${p.text}, mit dem Risiko ${p.risk}` },
  fromCountriesNeeded: { expected: () => 'die Länder, die die Vorschrift nennt (fromCountries), da die Vorschrift "arriving-from-listed-countries" ist', found: () => "nichts" },
  fromCountriesRequirement: { expected: () => 'kein fromCountries, außer die Vorschrift ist "arriving-from-listed-countries"', found: (p) => p.text },
  fromCountriesLevel: { expected: () => 'fromCountries nur bei der Stufe "entry-requirement"', found: (p) => `Stufe ${p.text}` },
  confirmsKind: { expected: (p) => `confirms nur bei einem Quellennachweis einer Behörde oder Beratungsstelle (diese Quelle ist ${p.kind}): nur ein solches Zitat bestätigt`, found: (p) => p.text },
  confirmsAbsent: { expected: (p) => `in confirms nur Angaben, die diese Tatsache hat (sie hat kein ${p.attribute})`, found: (p) => p.attribute },
  confirmsNumber: { expected: (p) => `ein Zitat, das ${p.attribute} ${p.text} nennt (Wert korrigieren, die Worte zitieren, die ihn nennen, oder ihn aus confirms nehmen)`, found: (p) => `das Zitat ${p.quote}` },
  confirmsCountry: { expected: (p) => `ein Zitat, das ${p.text} nennt (aus ${p.attribute}), auf Englisch oder mit einem anderen Namen`, found: (p) => `das Zitat ${p.quote}` },
  transitHoursQuoted: { expected: (p) => `transitMinimumHours ${p.hours}, da ein zitiertes Zitat diese Dauer nennt`, found: (p) => `null (keine Dauer), während das Zitat sagt: ${p.quote}` },
  extentSummaryUnknown: { expected: () => "extent null (nicht bekannt: jedes Format sagt es), wenn keine zitierte Quelle sagt, welche Gebiete, nicht some-areas mit Worten, die sagen, dass es nicht bekannt ist", found: (p) => p.text },
  preventionContradicts: { expected: (p) => `Worte zur Vorbeugung, die zu tablets "${p.tablets}" passen (die Zusammenfassung sagt, was tablets sagt)`, found: (p) => p.text },
  yellowFeverVaccineMissing: { expected: () => 'den Gelbfieberimpfstoff auf Stufe "entry-requirement", da jeder Reisende einen Nachweis braucht', found: () => "keinen solchen Eintrag" },
  diseaseFileMissing: { expected: (p) => `eine Krankheitsdatei content/diseases/${p.slug}.json, auf die verwiesen wird`, found: () => "keine" },
  drugsWhenAdvised: { expected: () => `die empfohlenen Medikamente, wie die zitierte Quelle sie nennt, wenn ${f("malaria.tablets")} "advised" ist`, found: () => "eine leere Liste" },
  whoDecides: { expected: () => `einen Rat, der sagt, wer über Tabletten entscheidet (eine reisemedizinische Praxis), da ${f("malaria.tablets")} "consider" ist und kein Medikament genannt wird`, found: (p) => p.text },
  preventionType: { expected: (p) => `null, außer ${f("malaria.citations")} zitiert "${p.reference}" mit einem Zitat, das den Typ ${p.type} für dieses Land nennt`, found: (p) => `${p.text} ohne einen solchen Nachweis` },
  extentNotAllowed: { expected: () => 'keine Ausdehnung, wenn das Malariarisiko "none" ist', found: (p) => value(p.seen) },
  extentNeeded: { expected: () => '"whole-country" oder "some-areas": wie weit das Risiko reicht', found: (p) => value(p.seen) },
  yellowFeverExtentNotAllowed: { expected: () => 'keine Ausdehnung, wenn das Gelbfieber-Übertragungsrisiko "none" ist', found: (p) => value(p.seen) },
  yellowFeverExtentNeeded: { expected: () => '"whole-country" oder "some-areas", oder null, wenn keine zitierte Quelle es sagt: wie weit das Risiko reicht', found: (p) => value(p.seen) },
  yellowFeverExtentUncited: { expected: () => `null (nicht bekannt), solange ${f("yellowFever.citations")} null ist: eine bekannte Ausdehnung stützt sich auf eine zitierte Quelle`, found: (p) => value(p.seen) },
  extentSummaryNeeded: { expected: () => 'die wenigen Worte, die die Überschrift einschränken ("nur im Nordosten", "kein Risiko auf Bali"), wenn das Risiko nur in einigen Gebieten besteht', found: () => "nichts" },
  extentSummaryNotAllowed: { expected: () => 'null oder nichts, außer die Ausdehnung ist "some-areas"', found: () => "einen Wert" },
  extentSummaryLength: { expected: () => "höchstens 60 Zeichen, damit die Überschrift auf den ersten Bildschirm eines Telefons passt", found: (p) => `${p.count} Zeichen` },
  nullWhenNoRisk: { expected: () => 'null, wenn das Malariarisiko "none" ist', found: () => "einen Wert" },
  notAdvisedWhenNoRisk: { expected: () => '"not-advised", wenn das Malariarisiko "none" ist', found: (p) => p.text },
  noDrugsWhenNoRisk: { expected: () => 'eine leere Liste, wenn das Malariarisiko "none" ist', found: (p) => `eine Liste mit ${p.count}` },
  preventionNeeded: { expected: (p) => `einen Rat zur Vorbeugung, wenn das Risiko "${p.risk}" ist`, found: () => "null (leer)" },
  unlinkedReasonNeeded: { expected: () => "einen Grund, warum kein Länderrat diese Krankheit nennt (oder ein Land, das sie nennt)", found: () => "kein Land und kein Grund" },
  unlinkedReasonNotAllowed: { expected: () => "keinen Grund, da Länderräte diese Krankheit nennen", found: (p) => p.text },
  noticeConfirmed: { expected: (p) => `einen Tag am oder nach ${f("reported")} (${p.reported})`, found: (p) => p.text },
  noticeReviewBy: { expected: (p) => `einen Tag nach ${f("confirmed")} (${p.confirmed}) und höchstens 90 Tage danach (spätestens ${p.latest})`, found: (p) => p.text },
  noticeEnded: { expected: (p) => `einen Tag von ${f("reported")} (${p.reported}) bis zum Tag von ${f("lastUpdated")} (${p.updated})`, found: (p) => p.text },
  noticeCitationKind: { expected: () => 'eine Quelle der Art "authority" oder "advice-body" (eine Meldung, die nur auf Nachrichten beruht, wird nicht veröffentlicht)', found: (p) => `${p.text}, der Art "${p.kind}"` },
  noticeCitationUndated: { expected: () => `eine Quelle, deren ${f("dated")} das Datum des Berichts nennt`, found: (p) => `${p.text}, ohne Datum` },
  noticeReported: { expected: (p) => `den ${f("dated")} einer zitierten Quelle (${p.dates})`, found: (p) => p.text },

  linkAddress: { expected: () => "einen Link zu einer https://- oder mailto:-Adresse", found: (p) => p.text },
  linkText: { expected: () => "einen Link mit Text", found: () => "einen Link ohne Text" },
  image: { expected: () => "keine Bilder in einem Profil (nur Text, Links und Listen)", found: () => "ein Bild" },
  inlineMarkdown: { expected: () => "einfachen Text, **fett**, *kursiv* oder einen Link", found: (p) => construct(p.type) },
  headingLevel: { expected: () => "eine Überschrift der Ebene 2 (##) oder 3 (###); der Seitentitel ist der Name der Krankheit", found: (p) => `eine Überschrift der Ebene ${p.level}` },
  emptyHeading: { expected: () => "eine Überschrift mit Text", found: () => "eine leere Überschrift" },
  blockMarkdown: { expected: () => "nur Überschriften (## oder ###), Absätze und einfache Listen", found: (p) => construct(p.type) },
  emptyListItem: { expected: () => "Listeneinträge mit Text", found: () => "einen leeren Listeneintrag" },
  nestedList: { expected: () => "eine einfache Liste (keine Liste in einem Listeneintrag)", found: () => "eine verschachtelte Liste" },
  listItemMarkdown: { expected: () => "Listeneinträge aus einfachem Text", found: (p) => construct(p.type) },
  emptyBody: { expected: () => "einen Profiltext mit mindestens einem Absatz", found: () => "eine leere Datei" },
  tooManyBlocks: { expected: (p) => `höchstens ${p.max} Blöcke (Überschriften, Absätze und Listen)`, found: (p) => `${p.count} Blöcke` },

  slugNotFileName: { expected: (p) => `den Dateinamen ${JSON.stringify(p.name)}`, found: (p) => p.text },
  bodyWithoutDisease: { expected: (p) => `eine Krankheitsdatei diseases/${p.slug}.json neben diesem Profiltext`, found: () => "keine" },
  diseaseWithoutBody: { expected: (p) => `einen Profiltext ${p.slug}.nl.md oder ${p.slug}.en.md daneben`, found: () => "keinen von beiden" },
  fillIn: { expected: (p) => `auszufüllen: ${markerIn(p, "de")}`, found: () => "die Markierung der Startdatei, noch nicht ausgefüllt" },
  reservedSlug: { expected: (p) => `einen anderen Slug als ${p.reserved} (reserviert für die Krankheitsübersicht)`, found: (p) => p.text },
  unknownSlug: { expected: (p) => `den Slug einer Datei in content/${p.folder}/`, found: (p) => p.text },
  staleMark: { expected: () => "den Pfad einer Sprache eines Textes in dieser Datei (entfernen Sie die Markierung, sobald er übersetzt ist)", found: (p) => `${p.text}, der keinen solchen Text nennt` },
  sameDestination: {
    expected: (p) => `${p.iso ? "einen ISO-Code" : "einen Namen"}, den keine andere Länderdatei hat (eine Datei pro Reiseziel: behalten Sie eine von ${p.files.join(" und ")} und löschen Sie die Kopie)`,
    found: (p) => `${p.text}, auch ${p.iso ? "der Code" : `der ${languages[p.locale ?? ""] ?? p.locale} Name`} in ${p.files.slice(1).join(" und ")}`,
  },
  slugTaken: { expected: (p) => `einen Slug, den keine andere Datei in content/${p.folder}/ hat (ein neuer oder duplizierter Eintrag braucht einen eigenen)`, found: (p) => `${JSON.stringify(p.name)}, der Slug von ${p.file}` },
  stillCited: { expected: (p) => `nichts, das ${p.file} zitiert, bevor es gelöscht wird`, found: (p) => `${p.place} (${p.field ? describeField(p.field, "de") : "die Datei"}) zitiert es` },
  keptChangeNote: { expected: () => "eine Notiz, die sagt, was diese Bearbeitung geändert hat (sie erscheint im Änderungsfeed)", found: () => "die Notiz der vorigen Änderung" },
};
