// A build that stops for a reason a person must read (bad content, bad settings, output that
// failed verification): printed as it is, without a stack trace, however Eleventy wrapped it.

/** A build that must stop with a message for a person: printed as it is, without a stack trace. */
export class BuildFailure extends Error {
  /** Read by Eleventy's error handler: print the message, not the stack. */
  readonly skipOriginalStack = true;
  constructor(message: string) {
    super(message);
    this.name = "BuildFailure";
  }

  /** A heading and a list of problems, the first 50 shown. */
  static fromProblems(heading: string, problems: readonly string[]): BuildFailure {
    const shown = problems.slice(0, 50).map((p) => `  - ${p}`);
    if (problems.length > shown.length) shown.push(`  ... and ${problems.length - shown.length} more`);
    return new BuildFailure(`${heading} (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${shown.join("\n")}`);
  }
}

/** The error and each error it wraps, outermost first: Eleventy nests them in `originalError` and `cause`. */
export function* wrappedErrors(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 12; depth++) {
    yield current;
    current = (current as { originalError?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
}

/** Finds a BuildFailure however deeply Eleventy wrapped it. */
export function findBuildFailure(error: unknown): BuildFailure | undefined {
  return [...wrappedErrors(error)].find((e) => e instanceof BuildFailure || (e instanceof Error && e.name === "BuildFailure")) as BuildFailure | undefined;
}
