import { LOCALES, type Locale } from '../../shared/locale.ts';

/**
 * Whether a value from a request (a path's segment, a query's or a cookie's field) names one of the locales.
 * The server's own, beside shared/locale.ts: there, even an export no widget uses moved a reader's chunk.
 */
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
