// The content check's problems in Spanish, as the form editor shows them (codes: en.ts).
import type { ProblemTable, SchemaRule, Seen } from "./en.ts";
import { describeField, fieldInSentence } from "../field-words.ts";
import { markerIn } from "../fill-in-markers.ts";

const f = (path: string) => fieldInSentence(path, "es");

const value = (seen: Seen): string => {
  switch (seen.kind) {
    case "missing":
      return "nada (falta el campo)";
    case "null":
      return "null (vacío)";
    case "empty":
      return "un texto vacío";
    case "text":
      return seen.text;
    case "list":
      return `una lista de ${seen.count} elemento${seen.count === 1 ? "" : "s"}`;
    case "object":
      return "un grupo de campos";
    case "other":
      return seen.text;
  }
};

const rules: Record<SchemaRule, string> = {
  slug: "un slug en minúsculas con guiones (a-z, 0-9 y guiones sueltos)",
  text: "una línea de texto sin caracteres de control ni espacios al principio o al final",
  httpsUrl: "una dirección https:// completa",
  noCredentials: "una dirección https sin usuario ni contraseña",
  urlCharacters: "una dirección https solo con los caracteres que admite una dirección (RFC 3986): espacio, comillas, <, >, barra invertida o letras con acento codificados con %",
  documentUrl: "la dirección https de un documento o una página concretos, no una página de inicio (con una ruta tras el dominio)",
  translationPath: "la ruta de un idioma de un texto, como vaccines[1].note.de",
  distinct: "cada elemento una sola vez (esta lista es un conjunto)",
  partialDate: "un año, año-mes o fecha: AAAA, AAAA-MM o AAAA-MM-DD",
  oneCitation: "al menos una cita de fuente, o null si el dato aún no tiene fuente",
  isoCode: "un código ISO 3166-1 alfa-2 como KE",
};

const constructs: Record<string, string> = {
  table: "una tabla",
  blockquote: "una cita (> …)",
  fence: "un bloque de código (```)",
  code_block: "un bloque de código sangrado (4 espacios)",
  hr: "una línea horizontal (---)",
  html_block: "HTML",
  html_inline: "HTML",
  s_open: "texto tachado (~~…~~)",
  code_inline: "código (`…`)",
};
const construct = (type: string): string => constructs[type] ?? constructs[type.replace(/_open$/, "")] ?? `Markdown de tipo ${type.replace(/_open$/, "")}`;
const types: Record<string, string> = { string: "un texto", number: "un número", boolean: "true o false (sí o no)", object: "un grupo de campos", array: "una lista", null: "null" };
const languages: Record<string, string> = { nl: "neerlandés", en: "inglés", de: "alemán", fr: "francés", es: "español" };
const at = (p: { char: string; at: number }) => `${p.char} en el carácter ${p.at}`;
const once = { vaccine: "cada vacuna una sola vez por país", disease: "cada enfermedad una sola vez por país", country: "cada país una sola vez", drug: "cada medicamento una sola vez" };
const html = { reference: "la referencia de carácter HTML", comment: "un comentario HTML", tag: "la etiqueta HTML" };

export const es: ProblemTable = {
  unknownField: { expected: () => "ningún campo con ese nombre (compruebe la ortografía en el esquema)", found: (p) => `un campo desconocido ${JSON.stringify(p.key)}` },
  wrongType: { expected: (p) => (p.type === "int" ? "un número entero" : types[p.type] ?? `un valor de tipo ${p.type}`), found: (p) => value(p.seen) },
  notOneOf: { expected: (p) => `uno de ${p.values}`, found: (p) => value(p.seen) },
  format: { expected: (p) => (p.format === "date" ? "una fecha escrita AAAA-MM-DD" : "una hora UTC escrita 2026-10-02T09:30:00Z"), found: (p) => value(p.seen) },
  rule: { expected: (p) => rules[p.rule], found: (p) => value(p.seen) },
  schema: { expected: (p) => p.message, found: (p) => value(p.seen) },
  tooShort: {
    expected: (p) => (p.origin === "string" ? `al menos ${p.minimum} carácter${p.minimum === 1 ? "" : "es"}` : p.origin === "array" ? `al menos ${p.minimum} elemento${p.minimum === 1 ? "" : "s"}` : `un valor de al menos ${p.minimum}`),
    found: (p) => value(p.seen),
  },
  tooLong: {
    expected: (p) => (p.origin === "string" ? `como máximo ${p.maximum} caracteres` : p.origin === "array" ? `como máximo ${p.maximum} elementos` : `un valor de como máximo ${p.maximum}`),
    found: (p) => value(p.seen),
  },
  badKey: { expected: (p) => (p.rule ? `una clave de la forma: ${rules[p.rule]}` : "una clave válida"), found: (p) => `la clave ${JSON.stringify(p.key)}` },

  loneSurrogate: { expected: () => "texto Unicode", found: () => "un sustituto suelto (medio carácter)" },
  controlCharacter: { expected: (p) => (p.body ? "texto sin caracteres de control salvo tabulación y saltos de línea" : "texto sin caracteres de control (tampoco saltos de línea)"), found: at },
  noncharacter: { expected: () => "texto sin no-caracteres Unicode", found: at },
  htmlInText: { expected: () => "texto simple sin HTML, que todas las páginas mostrarían tal cual (escriba el propio carácter, como & o é)", found: (p) => `${html[p.what]} ${p.html}` },
  bidiInName: { expected: () => "un nombre sin caracteres que incrusten, fuercen o aíslen la dirección de escritura", found: at },
  invisibleName: { expected: () => "un nombre con al menos un carácter visible", found: () => "solo caracteres invisibles" },
  hiddenFormat: { expected: () => "texto sin caracteres de dirección de escritura ni de formato invisibles (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+061C, U+FEFF)", found: at },
  yearRange: { expected: (p) => `una fecha entre ${p.first} y ${p.last}`, found: (p) => p.text },

  bandEnd: { expected: (p) => `una edad posterior a ${f("fromMonths")}, es decir, mayor que ${p.from}, o null`, found: (p) => String(p.below) },
  bandOverlap: { expected: (p) => `un tramo de edad que no se solape con ${f(`age.bands[${p.other}]`)}`, found: (p) => `${p.from}–${p.below} meses` },
  lastUpdatedFuture: { expected: (p) => `una hora no posterior al reloj de la compilación (${p.now})`, found: (p) => p.text },
  reviewedAfterUpdate: { expected: (p) => `un día no posterior al de ${f("lastUpdated")} (${p.day}); una revisión sin cambios también es un cambio: rellene ${f("lastUpdated")} y ${f("changeNote")}`, found: (p) => p.text },
  genericReference: { expected: () => "la página que enuncia la norma citada (no una ficha de una enfermedad, el índice de consejos al viajero, una página temática ni el inicio del ITH)", found: (p) => p.text },
  lcrUrl: { expected: () => 'null, o la dirección de una referencia de tipo "advice-body" en content/references/ con la que se comprobó este archivo', found: (p) => p.text },
  reviewedUnsourced: { expected: () => `las referencias de esta norma, porque el archivo está marcado como revisado (o ${f("reviewed")}: null hasta encontrar una fuente)`, found: () => "null (aún sin fuente)" },
  reviewedSecondary: { expected: () => `una autoridad, un organismo asesor o un servicio clínico entre las referencias, porque el archivo está marcado como revisado (o ${f("reviewed")}: null hasta encontrar uno)`, found: () => "solo fuentes secundarias" },
  onceEach: { expected: (p) => once[p.what], found: (p) => `${p.text} otra vez` },
  entryRequirementUncited: { expected: () => "las referencias de este requisito de entrada, o null si aún no tiene fuente", found: () => value({ kind: "missing" }) },
  leavingRule: { expected: () => `una norma de salida del país en ${f("exitRequirements")}, no un requisito de entrada`, found: (p) => `una nota que habla de la salida: ${p.text}` },
  noCertificateAge: { expected: () => "null cuando no se exige certificado", found: (p) => p.text },
  noCertificateTransit: { expected: () => "false cuando no se exige certificado", found: () => "true" },
  transitHours: { expected: () => `null cuando ${f("includesTransit")} es false`, found: (p) => p.text },
  alsoFromRequirement: { expected: () => 'ningún país más, salvo que el requisito sea "arriving-from-risk-countries"', found: (p) => p.text },
  alsoFromRisk: { expected: () => "un país sin riesgo según la OMS (los países con riesgo cuentan siempre)", found: (p) => `${p.text}, cuyo riesgo es ${p.risk}` },
  fromCountriesNeeded: { expected: () => 'los países que nombra la norma (fromCountries), porque el requisito es "arriving-from-listed-countries"', found: () => "nada" },
  fromCountriesRequirement: { expected: () => 'ningún fromCountries, salvo que el requisito sea "arriving-from-listed-countries"', found: (p) => p.text },
  fromCountriesLevel: { expected: () => 'fromCountries solo en el nivel "entry-requirement"', found: (p) => `nivel ${p.text}` },
  confirmsKind: { expected: (p) => `confirms solo en una cita de una autoridad u organismo de consejo (esta referencia es ${p.kind}): solo una cita así confirma`, found: (p) => p.text },
  confirmsAbsent: { expected: (p) => `en confirms solo atributos que este dato tiene (no tiene ${p.attribute})`, found: (p) => p.attribute },
  confirmsNumber: { expected: (p) => `una cita que indique ${p.attribute} ${p.text} (corrija el valor, cite las palabras que lo indican o quítelo de confirms)`, found: (p) => `la cita ${p.quote}` },
  confirmsCountry: { expected: (p) => `una cita que nombre ${p.text} (de ${p.attribute}), en inglés o con otro nombre`, found: (p) => `la cita ${p.quote}` },
  transitHoursQuoted: { expected: (p) => `transitMinimumHours ${p.hours}, porque una cita da esa duración`, found: (p) => `null (sin duración), mientras la cita dice: ${p.quote}` },
  extentSummaryUnknown: { expected: () => "extent null (no se sabe: cada formato lo dice) cuando ninguna fuente citada dice qué zonas, no some-areas con palabras que dicen que no se sabe", found: (p) => p.text },
  preventionContradicts: { expected: (p) => `un texto de prevención que concuerde con tablets "${p.tablets}" (el resumen dice lo que dice tablets)`, found: (p) => p.text },
  yellowFeverVaccineMissing: { expected: () => 'la vacuna contra la fiebre amarilla con nivel "entry-requirement", porque todo viajero necesita un certificado', found: () => "ninguna entrada así" },
  diseaseFileMissing: { expected: (p) => `un archivo de enfermedad content/diseases/${p.slug}.json al que enlazar`, found: () => "ninguno" },
  drugsWhenAdvised: { expected: () => `los medicamentos aconsejados, como los nombra la fuente citada, cuando ${f("malaria.tablets")} es "advised"`, found: () => "una lista vacía" },
  whoDecides: { expected: () => `un consejo que diga quién decide sobre los comprimidos (un centro de vacunación internacional), porque ${f("malaria.tablets")} es "consider" y no se nombra ningún medicamento`, found: (p) => p.text },
  preventionType: { expected: (p) => `null, salvo que ${f("malaria.citations")} cite "${p.reference}" con una cita que indique el tipo ${p.type} para este país`, found: (p) => `${p.text} sin esa cita` },
  extentNotAllowed: { expected: () => 'ninguna extensión cuando el riesgo de malaria es "none"', found: (p) => value(p.seen) },
  extentNeeded: { expected: () => '"whole-country" o "some-areas": hasta dónde llega el riesgo', found: (p) => value(p.seen) },
  yellowFeverExtentNotAllowed: { expected: () => 'ninguna extensión cuando el riesgo de transmisión de fiebre amarilla es "none"', found: (p) => value(p.seen) },
  yellowFeverExtentNeeded: { expected: () => '"whole-country" o "some-areas", o null cuando ninguna fuente citada lo dice: hasta dónde llega el riesgo', found: (p) => value(p.seen) },
  yellowFeverExtentUncited: { expected: () => `null (desconocida) mientras ${f("yellowFever.citations")} sea null: una extensión conocida se basa en una fuente citada`, found: (p) => value(p.seen) },
  extentSummaryNeeded: { expected: () => 'las pocas palabras que limitan el titular ("solo el noreste", "sin riesgo en Bali") cuando el riesgo está en algunas zonas', found: () => "nada" },
  extentSummaryNotAllowed: { expected: () => 'null o nada, salvo que la extensión sea "some-areas"', found: () => "un valor" },
  extentSummaryLength: { expected: () => "como máximo 60 caracteres, para que el titular quepa en la primera pantalla de un móvil", found: (p) => `${p.count} caracteres` },
  nullWhenNoRisk: { expected: () => 'null cuando el riesgo de malaria es "none"', found: () => "un valor" },
  notAdvisedWhenNoRisk: { expected: () => '"not-advised" cuando el riesgo de malaria es "none"', found: (p) => p.text },
  noDrugsWhenNoRisk: { expected: () => 'una lista vacía cuando el riesgo de malaria es "none"', found: (p) => `una lista de ${p.count}` },
  preventionNeeded: { expected: (p) => `consejos de prevención cuando el riesgo es "${p.risk}"`, found: () => "null (vacío)" },
  unlinkedReasonNeeded: { expected: () => "un motivo por el que ningún consejo por país nombra esta enfermedad (o un país que la nombre)", found: () => "ningún país y ningún motivo" },
  unlinkedReasonNotAllowed: { expected: () => "ningún motivo, porque hay consejos por país que nombran esta enfermedad", found: (p) => p.text },
  noticeConfirmed: { expected: (p) => `un día igual o posterior a ${f("reported")} (${p.reported})`, found: (p) => p.text },
  noticeReviewBy: { expected: (p) => `un día posterior a ${f("confirmed")} (${p.confirmed}) y como mucho 90 días después (a más tardar el ${p.latest})`, found: (p) => p.text },
  noticeEnded: { expected: (p) => `un día entre ${f("reported")} (${p.reported}) y el día de ${f("lastUpdated")} (${p.updated})`, found: (p) => p.text },
  noticeCitationKind: { expected: () => 'una referencia de tipo "authority" o "advice-body" (un aviso que solo se apoya en noticias no se publica)', found: (p) => `${p.text}, de tipo "${p.kind}"` },
  noticeCitationUndated: { expected: () => `una referencia cuyo ${f("dated")} da la fecha del informe`, found: (p) => `${p.text}, sin fecha` },
  noticeReported: { expected: (p) => `el ${f("dated")} de una referencia citada (${p.dates})`, found: (p) => p.text },

  linkAddress: { expected: () => "un enlace a una dirección https:// o mailto:", found: (p) => p.text },
  linkText: { expected: () => "un enlace con texto", found: () => "un enlace sin texto" },
  image: { expected: () => "ninguna imagen en un perfil (solo texto, enlaces y listas)", found: () => "una imagen" },
  inlineMarkdown: { expected: () => "texto simple, **negrita**, *cursiva* o un enlace", found: (p) => construct(p.type) },
  headingLevel: { expected: () => "un encabezado de nivel 2 (##) o 3 (###); el título de la página es el nombre de la enfermedad", found: (p) => `un encabezado de nivel ${p.level}` },
  emptyHeading: { expected: () => "un encabezado con texto", found: () => "un encabezado vacío" },
  blockMarkdown: { expected: () => "solo encabezados (## o ###), párrafos y listas simples", found: (p) => construct(p.type) },
  emptyListItem: { expected: () => "elementos de lista con texto", found: () => "un elemento de lista vacío" },
  nestedList: { expected: () => "una lista simple (ninguna lista dentro de un elemento)", found: () => "una lista anidada" },
  listItemMarkdown: { expected: () => "elementos de lista de texto simple", found: (p) => construct(p.type) },
  emptyBody: { expected: () => "un texto de perfil con al menos un párrafo", found: () => "un archivo vacío" },
  tooManyBlocks: { expected: (p) => `como máximo ${p.max} bloques (encabezados, párrafos y listas)`, found: (p) => `${p.count} bloques` },

  slugNotFileName: { expected: (p) => `el nombre del archivo ${JSON.stringify(p.name)}`, found: (p) => p.text },
  bodyWithoutDisease: { expected: (p) => `un archivo de enfermedad diseases/${p.slug}.json junto a este texto de perfil`, found: () => "ninguno" },
  diseaseWithoutBody: { expected: (p) => `un texto de perfil ${p.slug}.nl.md o ${p.slug}.en.md a su lado`, found: () => "ninguno de los dos" },
  fillIn: { expected: (p) => `por rellenar: ${markerIn(p, "es")}`, found: () => "la marca del archivo inicial, aún sin rellenar" },
  reservedSlug: { expected: (p) => `un slug distinto de ${p.reserved} (reservado para el índice de enfermedades)`, found: (p) => p.text },
  unknownSlug: { expected: (p) => `el slug de un archivo de content/${p.folder}/`, found: (p) => p.text },
  staleMark: { expected: () => "la ruta de un idioma de un texto de este archivo (quite la marca cuando esté traducido)", found: (p) => `${p.text}, que no nombra ningún texto` },
  sameDestination: {
    expected: (p) => `${p.iso ? "un código ISO" : "un nombre"} que ningún otro archivo de país tenga (un archivo por destino: conserve uno de ${p.files.join(" y ")} y borre la copia)`,
    found: (p) => `${p.text}, también ${p.iso ? "el código" : `el nombre en ${languages[p.locale ?? ""] ?? p.locale}`} en ${p.files.slice(1).join(" y ")}`,
  },
  slugTaken: { expected: (p) => `un slug que ningún otro archivo de content/${p.folder}/ tenga (una entrada nueva o duplicada necesita el suyo)`, found: (p) => `${JSON.stringify(p.name)}, el slug de ${p.file}` },
  stillCited: { expected: (p) => `nada que cite ${p.file} antes de borrarlo`, found: (p) => `${p.place} (${p.field ? describeField(p.field, "es") : "el archivo"}) lo cita` },
  keptChangeNote: { expected: () => "una nota que diga qué cambió esta edición (se publica en el canal de cambios)", found: () => "la nota del cambio anterior" },
};
