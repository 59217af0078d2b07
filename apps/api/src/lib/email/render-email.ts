import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An email's parts as the mailer queues them: the plain text and the same message in the brand's look. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The doctype react-email's own render puts first: mail clients lay tables out best in this mode. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An email's HTML: react-email's components (tables and inline styles for mail clients) rendered by React's
 * synchronous static renderer. @react-email/render streams with Suspense for async components, which these
 * emails do not have, and costs about 1 ms more per email on the order path (ADR 0057).
 */
export function renderEmail(email: ReactElement): string {
  return DOCTYPE + renderToStaticMarkup(email);
}
