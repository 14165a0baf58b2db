// Eleventy's programmatic API as we use it (https://www.11ty.dev/docs/programmatic/). Its
// configuration API is typed from Eleventy's own source (`@11ty/eleventy/UserConfig`).
declare module "@11ty/eleventy" {
  import type UserConfig from "@11ty/eleventy/UserConfig";
  export default class Eleventy {
    constructor(
      input?: string,
      output?: string,
      options?: {
        /** A config file, or false for none (the `config` callback configures everything). */
        configPath?: string | false;
        quietMode?: boolean;
        /** Runs on Eleventy's configuration before any config file. */
        config?: (eleventyConfig: UserConfig) => void | Promise<void>;
      },
    );
    write(): Promise<unknown>;
    /** Silences Eleventy's own log lines (its summary per run). */
    disableLogger(): void;
  }
}
