/**
 * An error the user can act on: printed as one line (no stack), exit code 1. Its own
 * module, importing nothing, so that `memwright --help` loads none of the commands.
 */
export class CliError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
  }
}
