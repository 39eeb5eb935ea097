/** Messages of two-factor sign-in, shared by the server and the login form (no server code here). */
export const SECOND_FACTOR_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const INVALID_CODE_MESSAGE = "That code is not valid. Check your authenticator app and try again.";
