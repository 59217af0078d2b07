/*
 * The car page's structured data is built in the domain package, so the server-rendered head and the page the
 * browser builds describe a car the same way (schema.org `Car` with its `Offer`).
 */
export { jsonLdText, vehicleJsonLd } from '@storefront/domain/structured-data';
