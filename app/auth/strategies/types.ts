/** What every sign-in strategy resolves to, and how it refuses. */
export interface SignedInUser {
  id: string;
  username: string;
}

/** Thrown by a strategy's verify step: the HTTP status and the message the client is shown. */
export class AuthenticationFailure extends Error {
  override name = "AuthenticationFailure";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
