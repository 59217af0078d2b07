/**
 * The only ad-tracking values a brand may configure: IDs, never script. Plain regular expressions (no zod), so
 * the web app's tracking loader can re-check them without loading a validation library.
 */
export const GOOGLE_TAG_ID = /^(G|GT|AW|DC|UA|GTM)-[A-Z0-9-]{4,20}$/;
export const META_PIXEL_ID = /^\d{6,20}$/;
export const META_DOMAIN_VERIFICATION = /^[a-z0-9]{10,64}$/;
