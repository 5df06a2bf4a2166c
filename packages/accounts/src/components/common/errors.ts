import type { I18n } from '@lingui/core';
import { errorPopupContent, type PopupText } from '@paydeck/ui';

const say = (text: PopupText, i18n: I18n) => (typeof text === 'string' ? text : i18n._(text));

/**
 * The text of a failure, for a message in the page, by the popups' rules (ui's errorPopupContent:
 * the server's description, else message; the transport's own words translated). A generic title
 * ("Error") is left out when there is a message under it.
 */
export function failureText(error: unknown, i18n: I18n): string {
  const content = errorPopupContent(error ?? {});
  const paragraphs = content.paragraphs.map((text) => say(text, i18n));
  if (typeof content.title !== 'string' && paragraphs.length > 0) return paragraphs.join(' ');
  return [say(content.title, i18n), ...paragraphs].join(': ');
}
