// What a starting file from `npm run new` leaves to fill in: values beginning with this marker.
// The loader refuses each one (with its field and what to put there), so a started file can never
// be published half-filled. A marker inside a text of one language says what to write in that
// language (the check still phrases it in its reader's language); a marker in a field that has no
// language (a slug, a choice, a date) is written in English, the language of the files' keys and
// values, and the check phrases it in each reader's language as well where it knows the instruction.
import { locales, type Locale } from "../locales.ts";

export const fillInMarker = "FILL IN:";

/** Every marker left in a parsed file, with its field path. */
export function markersIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return value.startsWith(fillInMarker) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => markersIn(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => markersIn(item, [...path, key]));
  return [];
}

type ProfileLocale = "nl" | "en";

/** The instructions of the texts a starting file leaves in every language, in every language. */
const textInstructions = {
  destinationName: { nl: "de naam van de bestemming", en: "the destination's name", de: "der Name des Reiseziels", fr: "le nom de la destination", es: "el nombre del destino" },
  diseaseName: { nl: "de naam van de ziekte", en: "the disease's name", de: "der Name der Krankheit", fr: "le nom de la maladie", es: "el nombre de la enfermedad" },
  diseaseSummary: { nl: "één zin voor het overzicht van de ziekten", en: "one sentence for the disease index", de: "ein Satz für die Übersicht der Krankheiten", fr: "une phrase pour la liste des maladies", es: "una frase para el índice de enfermedades" },
  vaccineName: { nl: "de naam van het vaccin", en: "the vaccine's name", de: "der Name des Impfstoffs", fr: "le nom du vaccin", es: "el nombre de la vacuna" },
  vaccineSchedule: { nl: "doses en tijdstippen in één zin", en: "doses and timing in a sentence", de: "Dosen und Zeitpunkte in einem Satz", fr: "les doses et leur calendrier en une phrase", es: "las dosis y su calendario en una frase" },
} satisfies Record<string, Record<Locale, string>>;

/** A profile body's two markers, by the reader's language, for a body in `body`'s language. */
const profileInstructions: Record<Locale, Record<"profileHeading" | "profileText", (body: ProfileLocale) => string>> = {
  en: {
    profileHeading: (body) => `a heading in ${body === "nl" ? "Dutch" : "English"}`,
    profileText: (body) => `the profile in ${body === "nl" ? "Dutch" : "English"}: paragraphs, flat lists, **strong**, *emphasis* and https:// links only`,
  },
  nl: {
    profileHeading: (body) => `een kop in het ${body === "nl" ? "Nederlands" : "Engels"}`,
    profileText: (body) => `het profiel in het ${body === "nl" ? "Nederlands" : "Engels"}: alleen alinea's, eenvoudige lijsten, **vet**, *nadruk* en https://-links`,
  },
  de: {
    profileHeading: (body) => `eine Überschrift auf ${body === "nl" ? "Niederländisch" : "Englisch"}`,
    profileText: (body) => `das Profil auf ${body === "nl" ? "Niederländisch" : "Englisch"}: nur Absätze, einfache Listen, **fett**, *betont* und https://-Links`,
  },
  fr: {
    profileHeading: (body) => `un titre en ${body === "nl" ? "néerlandais" : "anglais"}`,
    profileText: (body) => `le profil en ${body === "nl" ? "néerlandais" : "anglais"} : uniquement des paragraphes, des listes simples, **gras**, *emphase* et des liens https://`,
  },
  es: {
    profileHeading: (body) => `un título en ${body === "nl" ? "neerlandés" : "inglés"}`,
    profileText: (body) => `el perfil en ${body === "nl" ? "neerlandés" : "inglés"}: solo párrafos, listas simples, **negrita**, *énfasis* y enlaces https://`,
  },
};

/** Instructions for fields without a language: the file holds them in English, the check phrases them in its reader's. */
const fieldInstructions = {
  adviceSource: {
    en: "the advice body this advice follows: a slug from content/sources/",
    nl: "het adviesorgaan dat dit advies volgt: een slug uit content/sources/",
    de: "das Beratungsgremium, dem dieser Rat folgt: ein Slug aus content/sources/",
    fr: "l'organisme de conseil que suit cet avis : un slug de content/sources/",
    es: "el organismo asesor que sigue este consejo: un slug de content/sources/",
  },
  vaccineSlug: {
    en: "a vaccine slug from content/vaccines/ (one entry per vaccine the advice names; remove this entry if none)",
    nl: "een vaccin-slug uit content/vaccines/ (één item per vaccin dat het advies noemt; verwijder dit item als er geen is)",
    de: "ein Impfstoff-Slug aus content/vaccines/ (ein Eintrag pro Impfstoff, den der Rat nennt; entfernen Sie diesen Eintrag, wenn es keinen gibt)",
    fr: "un slug de vaccin de content/vaccines/ (une entrée par vaccin que l'avis nomme ; supprimez cette entrée s'il n'y en a aucun)",
    es: "un slug de vacuna de content/vaccines/ (una entrada por vacuna que nombre el consejo; elimine esta entrada si no hay ninguna)",
  },
  authorityPage: {
    en: "the https address of an authority page the profile is based on",
    nl: "het https-adres van een pagina van een autoriteit waarop het profiel berust",
    de: "die https-Adresse einer Seite einer Behörde, auf der das Profil beruht",
    fr: "l'adresse https d'une page d'une autorité sur laquelle repose le profil",
    es: "la dirección https de una página de una autoridad en la que se basa el perfil",
  },
  reviewedDay: {
    en: "the day you checked the facts, YYYY-MM-DD",
    nl: "de dag waarop u de feiten controleerde, JJJJ-MM-DD",
    de: "der Tag, an dem Sie die Fakten geprüft haben, JJJJ-MM-TT",
    fr: "le jour où vous avez vérifié les faits, AAAA-MM-JJ",
    es: "el día en que comprobó los datos, AAAA-MM-DD",
  },
  diseaseSlug: {
    en: "a disease slug from content/diseases/",
    nl: "een ziekte-slug uit content/diseases/",
    de: "ein Krankheits-Slug aus content/diseases/",
    fr: "un slug de maladie de content/diseases/",
    es: "un slug de enfermedad de content/diseases/",
  },
  live: {
    en: "true for a live attenuated vaccine, else false (without quotes)",
    nl: "true voor een levend verzwakt vaccin, anders false (zonder aanhalingstekens)",
    de: "true für einen attenuierten Lebendimpfstoff, sonst false (ohne Anführungszeichen)",
    fr: "true pour un vaccin vivant atténué, sinon false (sans guillemets)",
    es: "true para una vacuna atenuada de microorganismos vivos, si no false (sin comillas)",
  },
  routine: {
    en: "true if part of the routine childhood programme, else false (without quotes)",
    nl: "true als het in het Rijksvaccinatieprogramma voor kinderen zit, anders false (zonder aanhalingstekens)",
    de: "true, wenn Teil der Routineimpfungen im Kindesalter, sonst false (ohne Anführungszeichen)",
    fr: "true s'il fait partie du calendrier vaccinal de l'enfant, sinon false (sans guillemets)",
    es: "true si forma parte del calendario infantil sistemático, si no false (sin comillas)",
  },
  leadTime: {
    en: "days before departure for the first dose, or null (without quotes)",
    nl: "dagen vóór vertrek voor de eerste dosis, of null (zonder aanhalingstekens)",
    de: "Tage vor der Abreise für die erste Dosis, oder null (ohne Anführungszeichen)",
    fr: "jours avant le départ pour la première dose, ou null (sans guillemets)",
    es: "días antes de la salida para la primera dosis, o null (sin comillas)",
  },
  vaccineSource: {
    en: "the https address of the authority page (WHO, EMA, ECDC, CDC)",
    nl: "het https-adres van de pagina van de autoriteit (WHO, EMA, ECDC, CDC)",
    de: "die https-Adresse der Seite der Behörde (WHO, EMA, ECDC, CDC)",
    fr: "l'adresse https de la page de l'autorité (OMS, EMA, ECDC, CDC)",
    es: "la dirección https de la página de la autoridad (OMS, EMA, ECDC, CDC)",
  },
} satisfies Record<string, Record<Locale, string>>;

/** A choice of values, "a, b or c": the values are the file's own, only "or" is the reader's. */
const or: Record<Locale, string> = { en: "or", nl: "of", de: "oder", fr: "ou", es: "o" };
const who: Record<Locale, string> = { en: "WHO", nl: "WHO", de: "WHO", fr: "OMS", es: "OMS" };

export type TextInstruction = keyof typeof textInstructions;
export type FieldInstruction = keyof typeof fieldInstructions;
export type Instruction = TextInstruction | "profileHeading" | "profileText";
/** A marker the check recognises: an instruction written in one text's language, a field's instruction, or a choice of values. */
export type KnownMarker = { instruction: Instruction; in: Locale } | { field: FieldInstruction } | { choices: readonly string[]; who: boolean };

/** The instruction in the reader's words: "der Name der Krankheit (nl)" for the Dutch name's marker read in German. */
export function instructionWords(marker: KnownMarker, reader: Locale): string {
  if ("field" in marker) return fieldInstructions[marker.field][reader];
  if ("choices" in marker) return `${marker.choices.slice(0, -1).join(", ")} ${or[reader]} ${marker.choices.at(-1)}${marker.who ? ` (${who[reader]})` : ""}`;
  if (marker.instruction === "profileHeading" || marker.instruction === "profileText") return profileInstructions[reader][marker.instruction](marker.in as ProfileLocale);
  return `${textInstructions[marker.instruction][reader]} (${marker.in})`;
}

const fill = (words: string) => `${fillInMarker} ${words}`;

/** A text to fill in, each language's marker in that language: `name.de` is "FILL IN: der Name der Krankheit (de)". */
export function fillInEachLocale(instruction: TextInstruction): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, fill(instructionWords({ instruction, in: locale }, locale))])) as Record<Locale, string>;
}

/** A field without a language to fill in: its marker, in English. */
export function fillInField(instruction: FieldInstruction): string {
  return fill(fieldInstructions[instruction].en);
}

/** A field that takes one of these values: "FILL IN: a, b or c", "(WHO)" after it where WHO's terms are the values. */
export function fillInChoice(choices: readonly string[], byWho = false): string {
  return fill(instructionWords({ choices, who: byWho }, "en"));
}

/** A new disease's profile body in one language, as `npm run new` and the form start it: its markers in that language. */
export function newProfileBody(locale: ProfileLocale): string {
  const say = (instruction: "profileHeading" | "profileText") => fill(instructionWords({ instruction, in: locale }, locale));
  return `## ${say("profileHeading")}\n\n${say("profileText")}\n`;
}

const known = new Map<string, KnownMarker>();
for (const instruction of [...Object.keys(textInstructions), "profileHeading", "profileText"] as Instruction[]) {
  const written = instruction.startsWith("profile") ? (["nl", "en"] as const) : locales;
  for (const locale of written) known.set(instructionWords({ instruction, in: locale }, locale), { instruction, in: locale });
}

for (const field of Object.keys(fieldInstructions) as FieldInstruction[]) known.set(fieldInstructions[field].en, { field });

/** What a marker asks for (the text after "FILL IN:"), with the instruction when it is one a starting file writes. */
export function markerWords(what: string): { what: string; known?: KnownMarker } {
  const marker = known.get(what);
  if (marker) return { what, known: marker };
  const choice = /^([a-z-]+(?:, [a-z-]+)*) or ([a-z-]+)( \(WHO\))?$/.exec(what);
  return choice ? { what, known: { choices: [...choice[1]!.split(", "), choice[2]!], who: choice[3] !== undefined } } : { what };
}

/** A marker's instruction as a reader reads it: in the reader's language when the check knows it, else as written. */
export function markerIn(marker: { what: string; known?: KnownMarker }, reader: Locale): string {
  return marker.known ? instructionWords(marker.known, reader) : marker.what;
}
