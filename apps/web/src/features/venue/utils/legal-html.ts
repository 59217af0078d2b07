import { htmlSanitizer } from '../../../lib/safe-html';

/**
 * The brand's terms and privacy texts are HTML from its configuration: sanitised before they are shown, to
 * text formatting and links only (no scripts, styles, forms, frames or images).
 */
export const sanitizeLegalHtml = htmlSanitizer(
  [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'hr',
  ].concat(['table', 'thead', 'tbody', 'tr', 'th', 'td']),
  ['href', 'title'],
);
