// What every template hands Eleventy: the file's UTF-8 bytes, not its text (docs/performance.md,
// memory). Eleventy keeps every file of a pass until the pass ends. As text, a file with one
// character outside Latin-1 (every page has "…" or "“”") takes two bytes of V8's heap per
// character, and the young-generation collector copies it twice before the pass lets it go; as
// bytes it takes one per ASCII character outside the heap, and its text dies young. Eleventy
// writes bytes as they are, so every file is the same as when it wrote the text.

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

/** A file's text as bytes, for text kept until a later template hands it over (the full-text parts). */
export function fileContent(text: string): FileContent {
  return text.isWellFormed() ? Buffer.from(text, "utf8") : text;
}

/**
 * Text kept for later as UTF-8, many small pieces in a few slabs of a megabyte: a locale's
 * full-text entries (thousands of a few kilobytes each, alive until its own files are written)
 * as separate Buffers were as many allocations, and on Node 24 the freed ones stayed in the
 * process (docs/performance.md). A slab goes when the last piece in it does. Ill-formed text stays
 * text, as in fileContent.
 */
export class TextSlabs {
  private slab = Buffer.alloc(0);
  private used = 0;

  keep(text: string): FileContent {
    if (!text.isWellFormed()) return text;
    const bytes = Buffer.byteLength(text, "utf8");
    if (this.used + bytes > this.slab.length) {
      this.slab = Buffer.allocUnsafeSlow(Math.max(slabBytes, bytes));
      this.used = 0;
    }
    const start = this.used;
    this.used += this.slab.write(text, start, "utf8");
    return this.slab.subarray(start, this.used);
  }
}

const slabBytes = 1 << 20;

/**
 * A large file written piece by piece (the bulk file, the sitemap): the text gathered is made into
 * bytes each time it reaches about 32,000 characters, below 64 KB of UTF-16, so each piece dies
 * young outside V8's large-object space and the whole text is never one string (docs/performance.md).
 * Text is only cut between writes, so a write's characters stay together.
 */
export class FileInPieces {
  private pending = "";
  private readonly pieces: FileContent[] = [];

  readonly write = (text: string): void => {
    this.pending += text;
    if (this.pending.length >= pieceCharacters) this.flush();
  };

  /** The file: its bytes, or its text where a piece was ill-formed (see fileContent). */
  file(): FileContent {
    this.flush();
    return joinedFile(this.pieces);
  }

  private flush(): void {
    this.pieces.push(fileContent(this.pending));
    this.pending = "";
  }
}

const pieceCharacters = 32_768;

/** Pieces of one file as that file: its bytes, or its text where a piece is ill-formed text (see fileContent). */
export function joinedFile(pieces: readonly FileContent[]): FileContent {
  if (pieces.every((piece) => typeof piece !== "string" || piece.isWellFormed())) return Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece, "utf8") : piece)));
  return pieces.map(fileText).join("");
}

/** The text of a file as a template handed it over. */
export function fileText(content: FileContent): string {
  return typeof content === "string" ? content : content.toString("utf8");
}
