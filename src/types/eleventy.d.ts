// Eleventy ships no type declarations; this is the part of its programmatic API we use
// (https://www.11ty.dev/docs/programmatic/).
declare module "@11ty/eleventy" {
  /** One file a pass wrote; `url` is the permalink, `content` the text written. */
  export interface WrittenTemplate {
    url: string;
    outputPath: string;
    content: string;
  }
  export default class Eleventy {
    constructor(input?: string, output?: string, options?: { configPath?: string; quietMode?: boolean });
    write(): Promise<[passthroughCopies: unknown, templates: WrittenTemplate[]]>;
  }
}
