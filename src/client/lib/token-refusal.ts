import { errorText, isApiError } from './api';

/** A public token page's own words for a link that opens nothing. */
export interface TokenRefusalMessages {
  /** 404: the link is not known (or no token at all). */
  badToken: string;
  /** 410: the link has expired, or what it opened is closed. */
  expired: string;
}

/**
 * What a public page opened by a tokenised link says when the link opens nothing: the server's
 * message when it sent one, else the page's own words for 404 (unknown) and 410 (expired), else the
 * generic error text.
 */
export function tokenRefusal(error: unknown, messages: TokenRefusalMessages): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error, 'not_found')) return messages.badToken;
  if (isApiError(error, 'expired')) return messages.expired;
  return errorText(error);
}
