/** A reason not to start that the operator can act on: printed as one line, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
