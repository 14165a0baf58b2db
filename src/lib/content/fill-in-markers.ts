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

export type TextInstruction = keyof typeof textInstructions;
export type Instruction = TextInstruction | "profileHeading" | "profileText";
/** A marker the check recognises: which instruction, written in which text's language. */
export type KnownMarker = { instruction: Instruction; in: Locale };

/** The instruction in the reader's words: "der Name der Krankheit (nl)" for the Dutch name's marker read in German. */
export function instructionWords(marker: KnownMarker, reader: Locale): string {
  if (marker.instruction === "profileHeading" || marker.instruction === "profileText") return profileInstructions[reader][marker.instruction](marker.in as ProfileLocale);
  return `${textInstructions[marker.instruction][reader]} (${marker.in})`;
}

const fill = (words: string) => `${fillInMarker} ${words}`;

/** A text to fill in, each language's marker in that language: `name.de` is "FILL IN: der Name der Krankheit (de)". */
export function fillInEachLocale(instruction: TextInstruction): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, fill(instructionWords({ instruction, in: locale }, locale))])) as Record<Locale, string>;
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

/** What a marker asks for (the text after "FILL IN:"), with the instruction when it is one a starting file writes. */
export function markerWords(what: string): { what: string; known?: KnownMarker } {
  const marker = known.get(what);
  return marker ? { what, known: marker } : { what };
}

/** A marker's instruction as a reader reads it: in the reader's language when the check knows it, else as written. */
export function markerIn(marker: { what: string; known?: KnownMarker }, reader: Locale): string {
  return marker.known ? instructionWords(marker.known, reader) : marker.what;
}
