// The content check's problems in French, as the form editor shows them (codes: en.ts).
import type { ProblemTable, SchemaRule, Seen } from "./en.ts";
import { describeField, fieldInSentence } from "../field-words.ts";
import { markerIn } from "../fill-in-markers.ts";

const f = (path: string) => fieldInSentence(path, "fr");

const value = (seen: Seen): string => {
  switch (seen.kind) {
    case "missing":
      return "rien (le champ manque)";
    case "null":
      return "null (vide)";
    case "empty":
      return "un texte vide";
    case "text":
      return seen.text;
    case "list":
      return `une liste de ${seen.count} élément${seen.count > 1 ? "s" : ""}`;
    case "object":
      return "un groupe de champs";
    case "other":
      return seen.text;
  }
};

const rules: Record<SchemaRule, string> = {
  slug: "un slug en minuscules avec des tirets (a-z, 0-9 et des tirets simples)",
  text: "une ligne de texte sans caractère de contrôle ni espace au début ou à la fin",
  httpsUrl: "une adresse https:// complète",
  noCredentials: "une adresse https sans nom d'utilisateur ni mot de passe",
  urlCharacters: "une adresse https faite des seuls caractères qu'une adresse peut contenir (RFC 3986) : espace, guillemet, <, >, barre oblique inverse ou lettre accentuée codés en %",
  documentUrl: "l'adresse https d'un document ou d'une page précise, pas une page d'accueil (avec un chemin après l'hôte)",
  translationPath: "le chemin d'une langue d'un texte, par exemple vaccines[1].note.de",
  distinct: "chaque élément une seule fois (cette liste est un ensemble)",
  partialDate: "une année, année-mois ou date : AAAA, AAAA-MM ou AAAA-MM-JJ",
  oneCitation: "au moins une citation de source, ou null si le fait n'a pas encore de source",
  isoCode: "un code ISO 3166-1 alpha-2 comme KE",
};

const constructs: Record<string, string> = {
  table: "un tableau",
  blockquote: "une citation (> …)",
  fence: "un bloc de code (```)",
  code_block: "un bloc de code indenté (4 espaces)",
  hr: "une ligne horizontale (---)",
  html_block: "du HTML",
  html_inline: "du HTML",
  s_open: "du texte barré (~~…~~)",
  code_inline: "du code (`…`)",
};
const construct = (type: string): string => constructs[type] ?? constructs[type.replace(/_open$/, "")] ?? `du Markdown de type ${type.replace(/_open$/, "")}`;
const types: Record<string, string> = { string: "un texte", number: "un nombre", boolean: "true ou false (oui ou non)", object: "un groupe de champs", array: "une liste", null: "null" };
const languages: Record<string, string> = { nl: "néerlandais", en: "anglais", de: "allemand", fr: "français", es: "espagnol" };
const at = (p: { char: string; at: number }) => `${p.char} au caractère ${p.at}`;
const once = { vaccine: "chaque vaccin une seule fois par pays", disease: "chaque maladie une seule fois par pays", country: "chaque pays une seule fois", drug: "chaque médicament une seule fois" };
const html = { reference: "la référence de caractère HTML", comment: "un commentaire HTML", tag: "la balise HTML" };

export const fr: ProblemTable = {
  unknownField: { expected: () => "aucun champ de ce nom (vérifiez l'orthographe dans le schéma)", found: (p) => `un champ inconnu ${JSON.stringify(p.key)}` },
  wrongType: { expected: (p) => (p.type === "int" ? "un nombre entier" : types[p.type] ?? `une valeur de type ${p.type}`), found: (p) => value(p.seen) },
  notOneOf: { expected: (p) => `l'une des valeurs ${p.values}`, found: (p) => value(p.seen) },
  format: { expected: (p) => (p.format === "date" ? "une date écrite AAAA-MM-JJ" : "une heure UTC écrite 2026-10-02T09:30:00Z"), found: (p) => value(p.seen) },
  rule: { expected: (p) => rules[p.rule], found: (p) => value(p.seen) },
  schema: { expected: (p) => p.message, found: (p) => value(p.seen) },
  tooShort: {
    expected: (p) => (p.origin === "string" ? `au moins ${p.minimum} caractère${p.minimum > 1 ? "s" : ""}` : p.origin === "array" ? `au moins ${p.minimum} élément${p.minimum > 1 ? "s" : ""}` : `une valeur d'au moins ${p.minimum}`),
    found: (p) => value(p.seen),
  },
  tooLong: {
    expected: (p) => (p.origin === "string" ? `au plus ${p.maximum} caractères` : p.origin === "array" ? `au plus ${p.maximum} éléments` : `une valeur d'au plus ${p.maximum}`),
    found: (p) => value(p.seen),
  },
  badKey: { expected: (p) => (p.rule ? `une clé de la forme : ${rules[p.rule]}` : "une clé valide"), found: (p) => `la clé ${JSON.stringify(p.key)}` },

  loneSurrogate: { expected: () => "du texte Unicode", found: () => "un demi-caractère isolé (surrogate)" },
  controlCharacter: { expected: (p) => (p.body ? "du texte sans caractère de contrôle sauf la tabulation et les retours à la ligne" : "du texte sans caractère de contrôle (ni retour à la ligne)"), found: at },
  noncharacter: { expected: () => "du texte sans non-caractère Unicode", found: at },
  htmlInText: { expected: () => "du texte simple sans HTML, que chaque page afficherait tel quel (écrivez le caractère lui-même, comme & ou é)", found: (p) => `${html[p.what]} ${p.html}` },
  bidiInName: { expected: () => "un nom sans caractère d'enchâssement, de forçage ou d'isolement du sens d'écriture", found: at },
  invisibleName: { expected: () => "un nom avec au moins un caractère visible", found: () => "uniquement des caractères invisibles" },
  hiddenFormat: { expected: () => "du texte sans caractère de sens d'écriture ni caractère de mise en forme invisible (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+061C, U+FEFF)", found: at },
  yearRange: { expected: (p) => `une date entre ${p.first} et ${p.last}`, found: (p) => p.text },

  bandEnd: { expected: (p) => `un âge après ${f("fromMonths")}, donc au-delà de ${p.from}, ou null`, found: (p) => String(p.below) },
  bandOverlap: { expected: (p) => `une tranche d'âge qui ne chevauche pas ${f(`age.bands[${p.other}]`)}`, found: (p) => `${p.from}–${p.below} mois` },
  lastUpdatedFuture: { expected: (p) => `une heure qui ne dépasse pas l'horloge de la construction (${p.now})`, found: (p) => p.text },
  reviewedAfterUpdate: { expected: (p) => `un jour qui ne dépasse pas celui de ${f("lastUpdated")} (${p.day}) ; une relecture sans modification reste une modification : renseignez ${f("lastUpdated")} et ${f("changeNote")}`, found: (p) => p.text },
  genericReference: { expected: () => "la page qui énonce la règle citée (pas une fiche sur une maladie, l'index des conseils aux voyageurs, une page thématique ou l'accueil de l'ITH)", found: (p) => p.text },
  lcrUrl: { expected: () => 'null, ou l\'adresse d\'une référence de type "advice-body" dans content/references/ avec laquelle ce fichier a été vérifié', found: (p) => p.text },
  reviewedUnsourced: { expected: () => `les références de cette règle, car le fichier est marqué comme relu (ou ${f("reviewed")}: null tant qu'aucune source n'est trouvée)`, found: () => "null (pas encore de source)" },
  reviewedSecondary: { expected: () => `une autorité, un organisme de conseil ou un service clinique parmi les références, car le fichier est marqué comme relu (ou ${f("reviewed")}: null tant qu'il n'y en a pas)`, found: () => "uniquement des sources secondaires" },
  onceEach: { expected: (p) => once[p.what], found: (p) => `${p.text} une nouvelle fois` },
  entryRequirementUncited: { expected: () => "les références de cette exigence d'entrée, ou null si elle n'a pas encore de source", found: () => value({ kind: "missing" }) },
  leavingRule: { expected: () => `une règle de sortie du pays dans ${f("exitRequirements")}, pas une exigence d'entrée`, found: (p) => `une note qui parle de la sortie : ${p.text}` },
  noCertificateAge: { expected: () => "null quand aucun certificat n'est exigé", found: (p) => p.text },
  noCertificateTransit: { expected: () => "false quand aucun certificat n'est exigé", found: () => "true" },
  transitHours: { expected: () => `null quand ${f("includesTransit")} vaut false`, found: (p) => p.text },
  alsoFromRequirement: { expected: () => 'aucun pays en plus, sauf si l\'exigence est "arriving-from-risk-countries"', found: (p) => p.text },
  alsoFromRisk: { expected: () => "un pays sans risque selon l'OMS (les pays à risque comptent toujours)", found: (p) => `${p.text}, dont le risque est ${p.risk}` },
  fromCountriesNeeded: { expected: () => 'les pays que la règle nomme (fromCountries), car l\'exigence est "arriving-from-listed-countries"', found: () => "rien" },
  fromCountriesRequirement: { expected: () => 'pas de fromCountries, sauf si l\'exigence est "arriving-from-listed-countries"', found: (p) => p.text },
  fromCountriesLevel: { expected: () => 'fromCountries seulement au niveau "entry-requirement"', found: (p) => `niveau ${p.text}` },
  confirmsKind: { expected: (p) => `confirms seulement sur une citation d'une autorité ou d'un organisme de conseil (cette référence est ${p.kind}) : seule une telle citation confirme`, found: (p) => p.text },
  confirmsAbsent: { expected: (p) => `dans confirms, seulement des attributs que ce fait possède (il n'a pas de ${p.attribute})`, found: (p) => p.attribute },
  confirmsNumber: { expected: (p) => `une citation qui indique ${p.attribute} ${p.text} (corrigez la valeur, citez les mots qui l'indiquent ou retirez-la de confirms)`, found: (p) => `la citation ${p.quote}` },
  confirmsCountry: { expected: (p) => `une citation qui nomme ${p.text} (de ${p.attribute}), en anglais ou sous un autre nom`, found: (p) => `la citation ${p.quote}` },
  transitHoursQuoted: { expected: (p) => `transitMinimumHours ${p.hours}, car une citation donne cette durée`, found: (p) => `null (pas de durée), alors que la citation dit : ${p.quote}` },
  extentSummaryUnknown: { expected: () => "extent null (inconnu : chaque format le dit) quand aucune source citée ne dit quelles zones, pas some-areas avec des mots qui disent que ce n'est pas connu", found: (p) => p.text },
  preventionContradicts: { expected: (p) => `un texte de prévention en accord avec tablets "${p.tablets}" (le résumé dit ce que dit tablets)`, found: (p) => p.text },
  yellowFeverVaccineMissing: { expected: () => 'le vaccin contre la fièvre jaune au niveau "entry-requirement", car chaque voyageur a besoin d\'un certificat', found: () => "aucune entrée de ce type" },
  diseaseFileMissing: { expected: (p) => `un fichier de maladie content/diseases/${p.slug}.json vers lequel renvoyer`, found: () => "aucun" },
  drugsWhenAdvised: { expected: () => `les médicaments conseillés, tels que la source citée les nomme, quand ${f("malaria.tablets")} vaut "advised"`, found: () => "une liste vide" },
  whoDecides: { expected: () => `un conseil qui dit qui décide des comprimés (un centre de médecine des voyages), car ${f("malaria.tablets")} vaut "consider" et aucun médicament n'est nommé`, found: (p) => p.text },
  preventionType: { expected: (p) => `null, sauf si ${f("malaria.citations")} cite "${p.reference}" avec une citation qui donne le type ${p.type} pour ce pays`, found: (p) => `${p.text} sans une telle citation` },
  extentNotAllowed: { expected: () => 'aucune étendue quand le risque de paludisme vaut "none"', found: (p) => value(p.seen) },
  extentNeeded: { expected: () => '"whole-country" ou "some-areas" : jusqu\'où s\'étend le risque', found: (p) => value(p.seen) },
  yellowFeverExtentNotAllowed: { expected: () => 'aucune étendue quand le risque de transmission de la fièvre jaune vaut "none"', found: (p) => value(p.seen) },
  yellowFeverExtentNeeded: { expected: () => '"whole-country" ou "some-areas", ou null quand aucune source citée ne le dit : jusqu\'où s\'étend le risque', found: (p) => value(p.seen) },
  yellowFeverExtentUncited: { expected: () => `null (inconnue) tant que ${f("yellowFever.citations")} vaut null : une étendue connue repose sur une source citée`, found: (p) => value(p.seen) },
  extentSummaryNeeded: { expected: () => 'les quelques mots qui limitent le titre ("nord-est seulement", "aucun risque à Bali") quand le risque ne touche que certaines zones', found: () => "rien" },
  extentSummaryNotAllowed: { expected: () => 'null ou rien, sauf si l\'étendue vaut "some-areas"', found: () => "une valeur" },
  extentSummaryLength: { expected: () => "au plus 60 caractères, pour que le titre tienne sur le premier écran d'un téléphone", found: (p) => `${p.count} caractères` },
  nullWhenNoRisk: { expected: () => 'null quand le risque de paludisme vaut "none"', found: () => "une valeur" },
  notAdvisedWhenNoRisk: { expected: () => '"not-advised" quand le risque de paludisme vaut "none"', found: (p) => p.text },
  noDrugsWhenNoRisk: { expected: () => 'une liste vide quand le risque de paludisme vaut "none"', found: (p) => `une liste de ${p.count}` },
  preventionNeeded: { expected: (p) => `des conseils de prévention quand le risque vaut "${p.risk}"`, found: () => "null (vide)" },
  unlinkedReasonNeeded: { expected: () => "une raison pour laquelle aucun conseil par pays ne nomme cette maladie (ou un pays qui la nomme)", found: () => "ni pays ni raison" },
  unlinkedReasonNotAllowed: { expected: () => "aucune raison, car des conseils par pays nomment cette maladie", found: (p) => p.text },
  noticeConfirmed: { expected: (p) => `un jour égal ou postérieur à ${f("reported")} (${p.reported})`, found: (p) => p.text },
  noticeReviewBy: { expected: (p) => `un jour après ${f("confirmed")} (${p.confirmed}) et au plus 90 jours après (au plus tard le ${p.latest})`, found: (p) => p.text },
  noticeEnded: { expected: (p) => `un jour entre ${f("reported")} (${p.reported}) et le jour de ${f("lastUpdated")} (${p.updated})`, found: (p) => p.text },
  noticeCitationKind: { expected: () => 'une référence de type "authority" ou "advice-body" (un avis qui ne repose que sur la presse n\'est pas publié)', found: (p) => `${p.text}, de type "${p.kind}"` },
  noticeCitationUndated: { expected: () => `une référence dont ${f("dated")} donne la date du rapport`, found: (p) => `${p.text}, sans date` },
  noticeReported: { expected: (p) => `le ${f("dated")} d'une référence citée (${p.dates})`, found: (p) => p.text },

  linkAddress: { expected: () => "un lien vers une adresse https:// ou mailto:", found: (p) => p.text },
  linkText: { expected: () => "un lien avec du texte", found: () => "un lien sans texte" },
  image: { expected: () => "aucune image dans un profil (texte, liens et listes seulement)", found: () => "une image" },
  inlineMarkdown: { expected: () => "du texte simple, **gras**, *italique* ou un lien", found: (p) => construct(p.type) },
  headingLevel: { expected: () => "un titre de niveau 2 (##) ou 3 (###) ; le titre de la page est le nom de la maladie", found: (p) => `un titre de niveau ${p.level}` },
  emptyHeading: { expected: () => "un titre avec du texte", found: () => "un titre vide" },
  blockMarkdown: { expected: () => "des titres (## ou ###), des paragraphes et des listes simples seulement", found: (p) => construct(p.type) },
  emptyListItem: { expected: () => "des éléments de liste avec du texte", found: () => "un élément de liste vide" },
  nestedList: { expected: () => "une liste simple (pas de liste dans un élément de liste)", found: () => "une liste imbriquée" },
  listItemMarkdown: { expected: () => "des éléments de liste en texte simple", found: (p) => construct(p.type) },
  emptyBody: { expected: () => "un texte de profil avec au moins un paragraphe", found: () => "un fichier vide" },
  tooManyBlocks: { expected: (p) => `au plus ${p.max} blocs (titres, paragraphes et listes)`, found: (p) => `${p.count} blocs` },

  slugNotFileName: { expected: (p) => `le nom du fichier ${JSON.stringify(p.name)}`, found: (p) => p.text },
  bodyWithoutDisease: { expected: (p) => `un fichier de maladie diseases/${p.slug}.json à côté de ce texte de profil`, found: () => "aucun" },
  diseaseWithoutBody: { expected: (p) => `un texte de profil ${p.slug}.nl.md ou ${p.slug}.en.md à côté`, found: () => "aucun des deux" },
  fillIn: { expected: (p) => `à compléter : ${markerIn(p, "fr")}`, found: () => "le repère du fichier de départ, pas encore complété" },
  reservedSlug: { expected: (p) => `un slug autre que ${p.reserved} (réservé à l'index des maladies)`, found: (p) => p.text },
  unknownSlug: { expected: (p) => `le slug d'un fichier de content/${p.folder}/`, found: (p) => p.text },
  staleMark: { expected: () => "le chemin d'une langue d'un texte de ce fichier (retirez la marque une fois la traduction faite)", found: (p) => `${p.text}, qui ne désigne aucun texte` },
  sameDestination: {
    expected: (p) => `${p.iso ? "un code ISO" : "un nom"} qu'aucun autre fichier de pays n'a (un fichier par destination : gardez l'un de ${p.files.join(" et ")} et supprimez la copie)`,
    found: (p) => `${p.text}, aussi ${p.iso ? "le code" : `le nom en ${languages[p.locale ?? ""] ?? p.locale}`} dans ${p.files.slice(1).join(" et ")}`,
  },
  slugTaken: { expected: (p) => `un slug qu'aucun autre fichier de content/${p.folder}/ n'a (une entrée nouvelle ou dupliquée a besoin du sien)`, found: (p) => `${JSON.stringify(p.name)}, le slug de ${p.file}` },
  stillCited: { expected: (p) => `plus rien qui cite ${p.file} avant sa suppression`, found: (p) => `${p.place} (${p.field ? describeField(p.field, "fr") : "le fichier"}) le cite` },
  keptChangeNote: { expected: () => "une note qui dit ce que cette modification a changé (elle paraît dans le flux des modifications)", found: () => "la note de la modification précédente" },
};
