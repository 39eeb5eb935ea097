import { AdminActionError } from "./action-result";

export const STALE_EDIT_MESSAGE =
  "This item was changed by someone else since you opened it. Reload to see the latest version; your changes were not saved.";

export const notFound = (message: string) => new AdminActionError(message, "not-found");
export const stale = () => new AdminActionError(STALE_EDIT_MESSAGE, "stale");
