// index.html as it goes out: the build's preloads.json names the scripts and styles of the first
// screen and the language catalogues, added as preload links so a browser on a slow link fetches
// them beside the entry instead of one round trip after another (the entry, then the session check,
// then the screen, then its texts). Every variant is compressed once, at start.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { resources } from '@mars/i18n';

/** A page as it goes out: brotli, gzip or plain, as the browser accepts. */
export type EncodedPage = { br: Buffer; gzip: Buffer; plain: Buffer };

/** The element index.html carries the session in (read by apps/web/src/app/boot.ts). */
export const BOOT_SESSION_ID = 'mars-session';

/** The signed-in user as the page's first screen needs them (a part of the session check's answer). */
export type PageUser = { language: string | null; organizationName: string };

/** The heading a slow link shows before the scripts arrive, in place of the name of the product. */
type ScreenHeading = { language: Language; title: string; description: string };

type Language = keyof typeof resources;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The dashboard's title and a line of what it holds, in the user's language (their profile's, else
 * the browser's), for a signed-in visit of '/': what the screen will say, drawn by the page itself,
 * so a satellite link shows where the user is going a second or more before the scripts have run.
 * The line names the organization, not the fleet or a ship: the vessel chosen is kept in the
 * browser, which the server does not see.
 */
export function dashboardHeading(user: PageUser, browserLanguage: string): ScreenHeading {
  const language = (
    (user.language ?? browserLanguage) in resources ? (user.language ?? browserLanguage) : FALLBACK_LANGUAGE
  ) as Language;
  const texts = resources[language];
  return {
    language,
    title: texts.nav.items.dashboard,
    description: texts.dashboard.descriptionOrganization.replace('{{organization}}', user.organizationName),
  };
}

/** index.html's placeholder (apps/web/index.html) with the screen's heading instead of the product's name. */
function withHeading(html: string, heading: ScreenHeading): string {
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${heading.language}"`)
    .replace(/(<h1\s+id="first-screen-title"[^>]*>)[^<]*(<\/h1>)/, `$1${escapeHtml(heading.title)}$2`)
    .replace(/(<p\s+id="first-screen-text"[^>]*>)[^<]*(<\/p>)/, `$1${escapeHtml(heading.description)}$2`);
}

/**
 * The page with what the session check would answer, so the app draws its first screen without
 * waiting for that round trip: the answer of GET /api/v1/auth/session, or null when the browser sent
 * no session cookie (then no session exists). JSON in a script element that is never run, with '<'
 * escaped so nothing in it can close the element. With a heading, the placeholder shows the screen's
 * (`dashboardHeading`). Compressed for this one answer, quickly.
 */
export function withSession(page: EncodedPage, session: unknown, heading?: ScreenHeading): EncodedPage {
  const json = JSON.stringify(session).replace(/</g, '\\u003c');
  let html = page.plain
    .toString()
    .replace('</head>', `<script type="application/json" id="${BOOT_SESSION_ID}">${json}</script></head>`);
  if (heading) html = withHeading(html, heading);
  const plain = Buffer.from(html);
  return {
    br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(plain, { level: 6 }),
    plain,
  };
}

/** preloads.json, written by the web build (apps/web/app-shell.ts `firstScreenPreloads`). */
type Preloads = {
  signedOut: string[];
  signedIn: string[];
  /** The dashboard's own files, beyond the app frame's: a signed-in visit of '/' opens it. */
  dashboard: string[];
  catalogues: Record<string, string[]>;
};

const FALLBACK_LANGUAGE = 'en';

type FirstScreen = 'signedOut' | 'signedIn' | 'dashboard';

export type IndexPages = {
  /** The page for a visit: by its session cookie, its path and the browser's languages. */
  pageFor(visit: { signedIn: boolean; path: string; acceptLanguage: string | undefined }): EncodedPage;
  /** The language the page's texts are in for a browser's languages (a catalogue the build has). */
  languageFor(acceptLanguage: string | undefined): string;
};

function encodedPage(html: string): EncodedPage {
  const plain = Buffer.from(html);
  return {
    br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
    plain,
  };
}

function link(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * The first of the browser's languages (Accept-Language, by weight) that has a catalogue, else
 * English. The web app detects its language the same way when nothing is stored in the browser.
 */
export function preferredLanguage(acceptLanguage: string | undefined, languages: readonly string[]): string {
  const ranked = (acceptLanguage ?? '')
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.split('-')[0]?.toLowerCase() ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => languages.includes(entry.base))?.base ?? FALLBACK_LANGUAGE;
}

/** undefined when the build has no index.html or preloads.json (then index.html goes out as it is). */
export function indexPages(root: string): IndexPages | undefined {
  const index = join(root, 'index.html');
  const preloadsFile = join(root, 'preloads.json');
  if (!existsSync(index) || !existsSync(preloadsFile)) return undefined;
  const html = readFileSync(index, 'utf8');
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Preloads;
  const languages = Object.keys(preloads.catalogues);
  // English is always loaded (the fallback); another language's catalogue comes first.
  const catalogues = (language: string) =>
    language === FALLBACK_LANGUAGE
      ? (preloads.catalogues[FALLBACK_LANGUAGE] ?? [])
      : [...(preloads.catalogues[language] ?? []), ...(preloads.catalogues[FALLBACK_LANGUAGE] ?? [])];
  const screens: Record<FirstScreen, string[]> = {
    signedOut: preloads.signedOut,
    signedIn: preloads.signedIn,
    dashboard: [...preloads.signedIn, ...preloads.dashboard],
  };
  const pages = new Map<string, EncodedPage>();
  for (const screen of Object.keys(screens) as FirstScreen[])
    for (const language of languages) {
      const files = [...new Set([...screens[screen], ...catalogues(language)])];
      pages.set(
        `${screen}:${language}`,
        encodedPage(html.replace('</head>', `${files.map(link).join('')}</head>`)),
      );
    }
  return {
    pageFor({ signedIn, path, acceptLanguage }) {
      const screen: FirstScreen = !signedIn ? 'signedOut' : path === '/' ? 'dashboard' : 'signedIn';
      const page = pages.get(`${screen}:${preferredLanguage(acceptLanguage, languages)}`);
      if (!page) throw new Error(`index pages: no page for ${screen}`);
      return page;
    },
    languageFor: (acceptLanguage) => preferredLanguage(acceptLanguage, languages),
  };
}
