import { VISIT_IDLE_MS } from '@storefront/domain/visitor';
import { CODE_MARKER, NONCE_PLACEHOLDER, ROOT_MARKER, STATE_MARKER } from '../lib/page-csp';

/** Loads the app's entry script and module preloads after the first paint and main picture (ssrDocument). */
const CODE_LOADER = `(function (entry, code) {
  var started = false, seen = {};
  function load() {
    if (started) return;
    started = true;
    code.forEach(function (href) {
      if (seen[href]) return;
      seen[href] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module'; script.crossOrigin = ''; script.src = entry;
    document.body.appendChild(script);
  }
  function afterPicture() {
    var picture = document.querySelector('#root img[fetchpriority="high"]');
    if (!picture || picture.complete) return load();
    picture.addEventListener('load', load);
    picture.addEventListener('error', load);
    setTimeout(load, 1000);
  }
  requestAnimationFrame(function () { setTimeout(afterPicture, 0); });
  setTimeout(load, 1500);
  var html = document.documentElement, root = document.getElementById('root'), pressed = null;
  var types = ['pointerdown', 'keydown', 'click'];
  function reacts(node) {
    return Object.keys(node).some(function (key) { return key.indexOf('__reactFiber') === 0; });
  }
  function early(event) {
    load();
    var target = event.type === 'click' && event.target instanceof Element ? event.target : null;
    var button = target && root && target.closest('button[type="button"]');
    if (!button || !root.contains(button) || reacts(button)) return;
    var path = [];
    for (var node = button; node !== root; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    pressed = { path: path, text: button.textContent };
  }
  types.forEach(function (type) { addEventListener(type, early, true); });
  new MutationObserver(function (changes, observer) {
    if (!html.hasAttribute('data-ready')) return;
    observer.disconnect();
    types.forEach(function (type) { removeEventListener(type, early, true); });
    var node = pressed && document.getElementById('root');
    for (var i = 0; node && i < pressed.path.length; i++) node = node.children[pressed.path[i]];
    if (node && node.matches('button[type="button"]:not([disabled])') && node.textContent === pressed.text)
      node.click();
    pressed = null;
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
})`.replace(/\n\s*/g, ' ');

/**
 * The welcome message is rendered open (a visit's first page shows it), but a visit that closed it already says
 * so in its storage, which only the browser reads. The server's dialog is shown only when this says so, before
 * the first paint: not to a visit that closed it (shell-popups.tsx reads the same key once hydrated; a visit
 * ends after VISIT_IDLE_MS away, as lib/visit.ts decides), and not without JavaScript, where it could not be
 * closed.
 */
const WELCOME_SCRIPT = `try{var s=localStorage,n=Date.now(),t=Number(s.getItem('visitSeenAt')),b=decodeURIComponent(location.pathname.split('/')[1]||'');if(!(t>0&&t<=n&&n-t<=${VISIT_IDLE_MS})||JSON.parse(s.getItem('welcomeMessageClosed')||'[]').indexOf(b)<0)document.documentElement.setAttribute('data-welcome','')}catch(e){}`;

/** What the built page's head says before a brand is known; a server-rendered page says its own. */
const GENERIC_HEAD = [
  /<title>[^<]*<\/title>\s*/,
  /<link rel="icon"[^>]*>\s*/,
  /<meta name="theme-color"[^>]*>\s*/,
];

/**
 * The built page made into the frame of a server-rendered one (ADR 0033): its generic title, icon and theme
 * colour go (the page's head brings the brand's), `#root` gets the markers the rendered markup and the query
 * state fill, and the no-script note says only ordering needs JavaScript (the page itself reads without it).
 */
export function ssrDocument(builtHtml: string): { html: string; inlineScripts: (code: string) => string[] } {
  // No nonces: the policy of a server-rendered page names its two inline scripts' hashes (lib/page-csp.ts).
  let html = builtHtml.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '');
  for (const pattern of GENERIC_HEAD) html = html.replace(pattern, '');
  // The app's code loads after the page's first paint and its main picture: the server's HTML is the page, and
  // a phone paints it at once instead of first fetching, running and hydrating ~300 kB of script (module
  // scripts run before the browser's first frame when they arrive quickly), and the banner (the largest paint,
  // `fetchpriority="high"`) does not share the first round trips with the code. A loader at the end of the body
  // adds the entry script and the module preloads (the app's and the screen's, at CODE_MARKER) once a frame
  // has been painted and that picture is in (1 s at most), or after 1.5 s in a tab that paints nothing (a
  // background tab). 'strict-dynamic' lets what it adds run. A press before then loads the code at once, and a
  // click on a button of the page (an Add, a category) is made again once the page is hydrated, on the button at
  // the same place with the same text: without it, a visitor's first tap in that second or so did nothing. A
  // button React has hydrated (it carries React's `__reactFiber$` key) is React's; one inside a part still
  // waiting for its code is not, and React drops a click there, so it is made again too.
  let entry = '';
  const preloads: string[] = [];
  html = html.replace(
    /\s*<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g,
    (_tag, script: string | undefined, preload: string | undefined) => {
      if (script) entry = script;
      else if (preload) preloads.push(preload);
      return '';
    },
  );
  // Replaced by functions: a replacement string would read `$'` or `$&` in the code as patterns.
  html = html.replace('</head>', () => `<script>${WELCOME_SCRIPT}</script></head>`);
  const list = preloads.map((href) => `${JSON.stringify(href)},`).join('');
  const loader = (code: string) => `${CODE_LOADER}(${JSON.stringify(entry)},[${list}${code}])`;
  html = html.replace('</body>', () => `<script>${loader(CODE_MARKER)}</script></body>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '').replace(
    '<div id="root"></div>',
    // The notice leads the page, above the header: under the footer nobody reads it.
    '<noscript><p class="noscript-note" role="note">Turn on JavaScript to order online.</p></noscript>' +
      `<div id="root" data-server-rendered>${ROOT_MARKER}</div><script type="application/json" id="server-state">${STATE_MARKER}</script>`,
  );
  return { html, inlineScripts: (code) => [WELCOME_SCRIPT, loader(code)] };
}

const MESSAGES: Record<number, { title: string; text: string }> = {
  503: {
    title: 'Back soon',
    text: 'We cannot show this page right now. Please try again in a moment.',
  },
};

/** A plain page for when nothing can be rendered (a database outage): no script, no stack trace. */
export function errorPage(status: 503): string {
  const { title, text } = MESSAGES[status] ?? { title: 'Something went wrong', text: '' };
  return `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
