import { i18n, toLocale } from '@paydeck/i18n';

/** Read by apps/server to send the prerendered public page in the language this browser chose. */
export const localeCookie = 'paydeck.locale';

/**
 * Mirrors the active interface language into a session cookie (no expiry: gone with the browser
 * session, like the choice itself). It only names a language: nothing about the person.
 */
export function keepLocaleCookie(doc: Document = document) {
  const write = () => {
    const locale = toLocale(i18n.locale);
    if (!locale) return;
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${localeCookie}=${locale}; Path=/; SameSite=Lax${secure}`;
  };
  i18n.on('change', write);
  write();
}
