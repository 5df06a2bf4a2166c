import { isoDay } from '../model/document-rules';

/** Today as `YYYY-MM-DD` (UTC, as the sandbox judges dates). */
export const today = () => isoDay(new Date());
