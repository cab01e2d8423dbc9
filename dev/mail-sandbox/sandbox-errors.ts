/** An AgentMail-shaped error answer: HTTP status and body `{ name, message }`. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
  ) {
    super(message);
  }
}
