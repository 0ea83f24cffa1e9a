/**
 * The database cannot be used as configured for a reason its operator fixes (a missing
 * extension, a role without the rights to create it) rather than a bug: the CLI prints
 * the message as one line, without a stack.
 */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseSetupError';
  }
}
