/// <reference types="vite/client" />
// One chunk per language, fetched at start: the start catalog and where this language's package catalogs
// are (one loader each). Other languages' addresses stay out of the first paint (activate.ts).
import type { Messages } from '@lingui/core';

export { messages } from '../../locales/ru.po';
export const packages = import.meta.glob<{ messages: Messages }>('../../locales/*/ru.po');
