// Eleventy ships no type declarations; this is the part of its programmatic API we use
// (https://www.11ty.dev/docs/programmatic/).
declare module "@11ty/eleventy" {
  export default class Eleventy {
    constructor(input?: string, output?: string, options?: { configPath?: string; quietMode?: boolean });
    write(): Promise<unknown>;
  }
}
