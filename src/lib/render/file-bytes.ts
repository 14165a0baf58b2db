// What every template hands Eleventy: the file's UTF-8 bytes, not its text (docs/performance.md,
// memory). Eleventy keeps every file of a build until the build ends. As text, a file with one
// character outside Latin-1 (every page has "…" or "“”") takes two bytes of V8's heap per
// character, and the young-generation collector copies it twice before it can let it go; as
// bytes it takes one per ASCII character outside the heap, and its text dies young. Eleventy
// writes bytes as they are, so every file is the same as when it wrote the text. A file's bytes
// get a buffer of their own: Buffer.from cuts buffers under half a slab from a shared one (64 KiB
// on Node 22 and later), and a kept file would keep its whole slab alive.

/** A file as a template hands it to Eleventy: its UTF-8 bytes, or its text where that is not well-formed. */
export type FileContent = Buffer | string;

/**
 * A template's render function that returns the bytes of the text `render` makes (or the bytes
 * it hands over). It returns a promise of them: Eleventy's JavaScript templates may return a
 * Buffer, but its engine turns a Buffer returned directly back into text (Engines/JavaScript.js,
 * `normalize`), not one a promise resolves to. Text with a lone surrogate stays text, so that the output check reports it
 * (src/lib/verify/output.ts) instead of the encoder writing U+FFFD in its place.
 */
export function fileBytes<D>(render: (data: D) => string | FileContent | Promise<string | FileContent>): (data: D) => Promise<FileContent> {
  return async (data) => {
    const file = await render(data);
    return typeof file === "string" ? fileContent(file) : file;
  };
}

/** A file's text as bytes, or as text where it is not well-formed (for text kept until a later template hands it over). */
export function fileContent(text: string): FileContent {
  if (!text.isWellFormed()) return text;
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, "utf8"));
  bytes.write(text, "utf8");
  return bytes;
}

/** Pieces of one file as that file: its bytes, or its text where a piece is ill-formed text (see fileContent). */
export function joinedFile(pieces: readonly FileContent[]): FileContent {
  if (pieces.every((piece) => typeof piece !== "string" || piece.isWellFormed())) return Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece, "utf8") : piece)));
  return pieces.map(fileText).join("");
}

/** The text of a file as a template handed it over. */
export function fileText(content: FileContent): string {
  return typeof content === "string" ? content : content.toString("utf8");
}
