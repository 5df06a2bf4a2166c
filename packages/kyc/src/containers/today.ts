import { isoDayOf } from '@paydeck/api-client/calendar';

/** Today as `YYYY-MM-DD` (the UTC day, as the sandbox judges dates). */
export const today = () => isoDayOf(new Date());
