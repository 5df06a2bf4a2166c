import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A text of a popup: the server's own words, or one of ours to translate. */
export type PopupText = string | MessageDescriptor;

/** What a popup shows: a title and paragraphs under it. */
export interface PopupContent {
  title: PopupText;
  paragraphs: PopupText[];
}

/** A VF entry ("param: description") or a plain message. */
export type ValidationErrorEntry = string | { param?: string; description?: string };

/** A server answer as the response popup reads it (the method API's envelope, or a REST body). */
export interface ServerAnswer {
  responseCode?: string;
  responseDescription?: string | null;
  message?: string | null;
  body?: unknown;
  errors?: readonly string[] | null;
  validationErrors?: readonly ValidationErrorEntry[] | null;
}

/** An error as the error popup reads it: api-client's ApiError, an Error, or a plain object. */
export interface PopupError {
  description?: string | null;
  message?: string | null;
  errors?: readonly string[] | null;
  validationErrors?: readonly ValidationErrorEntry[] | null;
}

/** Headers longer than this move into the body under the header "Error" (spec section 8). */
export const maxHeaderLength = 50;

export const defaultPopupTitle = msg`Information`;
export const errorTitle = msg`Error`;
export const defaultServerErrorText = msg`Server error. Please try again later.`;

// The words the transport (api-client) uses for its own failures: translated, never shown raw.
const transportTexts: Record<string, MessageDescriptor> = {
  serverError: defaultServerErrorText,
  'Server is not available': msg`Server is not available`,
  networkError: msg`No connection to the server. Check your internet connection and try again.`,
  malformedAnswer: msg`The server sent an answer we could not read. Please try again later.`,
  Unauthorized: msg`Your session has ended. Please sign in again.`,
  // The bank's answer to an operation it has not implemented (identity spec 7.2).
  'Not implemented': msg`This operation is not available yet. Please contact us if you need it.`,
};

function text(value: unknown): PopupText | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return transportTexts[value] ?? value;
}

function validationEntry(entry: ValidationErrorEntry): string {
  if (typeof entry === 'string') return entry;
  return [entry.param, entry.description].filter(Boolean).join(': ');
}

/** validationErrors as "param: description" joined by commas, else errors joined by commas. */
export function errorListText(source: Pick<PopupError, 'errors' | 'validationErrors'>): string | undefined {
  const validation = (source.validationErrors ?? []).map(validationEntry).filter(Boolean);
  const list = validation.length > 0 ? validation : (source.errors ?? []).filter(Boolean);
  return list.length > 0 ? list.join(', ') : undefined;
}

/** A header that fits stays the title; a longer one becomes the first paragraph under "Error". */
function placeHeader(header: PopupText, rest: PopupText[]): PopupContent {
  if (typeof header === 'string' && header.length > maxHeaderLength) {
    return { title: errorTitle, paragraphs: [header, ...rest] };
  }
  return { title: header, paragraphs: rest };
}

/**
 * The response popup: message from responseDescription, else message, else body, else the
 * default server error text; the error lists below it; the title is `title` or the default one.
 */
export function responsePopupContent(answer: ServerAnswer | null | undefined, title?: PopupText): PopupContent {
  const message =
    text(answer?.responseDescription) ?? text(answer?.message) ?? text(answer?.body) ?? defaultServerErrorText;
  const list = answer ? errorListText(answer) : undefined;
  return placeHeader(title ?? defaultPopupTitle, list ? [message, list] : [message]);
}

function asPopupError(error: unknown): PopupError {
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return {};
  const { description, message, errors, validationErrors } = error as Record<string, unknown>;
  return {
    description: typeof description === 'string' ? description : undefined,
    message: typeof message === 'string' ? message : undefined,
    errors: Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : undefined,
    validationErrors: Array.isArray(validationErrors) ? (validationErrors as ValidationErrorEntry[]) : undefined,
  };
}

/**
 * The generic error popup: header from description or message; the error lists in the body.
 * Without a header (or with one of the transport's own words) the title is "Error"; with
 * nothing at all to say, the body is the default server error text. Takes anything thrown.
 */
export function errorPopupContent(error: unknown): PopupContent {
  const source = asPopupError(error);
  const header = text(source.description) ?? text(source.message);
  const list = errorListText(source);
  if (header === undefined) return { title: errorTitle, paragraphs: [list ?? defaultServerErrorText] };
  if (typeof header !== 'string') return { title: errorTitle, paragraphs: list ? [header, list] : [header] };
  return placeHeader(header, list ? [list] : []);
}
