/**
 * Pages other sites frame (ADR 0017): the table booking and postcode widgets. The shell leaves out its header,
 * footers and popups on these, and the server lets any site frame them.
 */
export const EMBEDDED_PAGES: ReadonlySet<string> = new Set(['reserve-iframe', 'postcode-iframe']);
