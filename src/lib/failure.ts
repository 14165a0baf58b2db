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

/** Finds a BuildFailure however deeply Eleventy wrapped it (it nests errors in `cause`). */
export function findBuildFailure(error: unknown): BuildFailure | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (current instanceof BuildFailure || (current instanceof Error && current.name === "BuildFailure")) return current as BuildFailure;
    current = (current as { originalError?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}
