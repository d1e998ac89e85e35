// First, so they open the bundle before every module's rules (the cascade order of the old links).
// Side-effect imports: the tokens, the global rules and the carousel's base styles go into the one
// CSS bundle with every CSS module, so a page waits for one stylesheet, not four (issue 16).
import { AssistantLauncher } from "~/components/assistant/AssistantLauncher";
import "~/styles/tokens.css";
import "~/styles/global.css";
import "keen-slider/keen-slider.min.css";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { getConfig } from "~/config.server";
import { metaText, pageMetaTags } from "~/seo/meta";
import { canonicalUrl, isIndexable } from "~/seo/site-routes";
import { siteJsonLd } from "~/seo/structured-data";
import { JsonLd } from "~/components/layout/JsonLd";
import { serializeJsonLd } from "~/seo/json-ld";
import { useNonce } from "~/components/nonce";
import { ContentEnvProvider } from "~/components/request-context";
import { PreviewBar } from "~/components/preview/PreviewBar";
import { currentPreview } from "~/preview/session.server";
import { getContentEnv, loadQuery } from "~/content/content.server";
import { getSessionUser } from "~/auth/session.server";
import { existingCsrfToken } from "~/security/csrf.server";
import { Toasts } from "~/components/ui/Toasts";
import { LAYOUT_QUERY } from "~/content/queries.server";
import type { LAYOUT_QUERYResult } from "~/sanity.types";
import { I18nProvider, useI18n } from "~/components/i18n/i18n";
import { catalogueOf } from "~/i18n/catalogues";
import { currentLanguage, enabledLanguages } from "~/i18n/language.server";
import { DEFAULT_LANGUAGE, hasLanguagePrefix, languageByCode, languageOfPath, pathInLanguage, pathWithoutLanguage } from "~/i18n/languages";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = currentLanguage();
  // A language of the catalogue this site does not serve (SITE_LANGUAGES): no such page.
  if (hasLanguagePrefix(new URL(request.url).pathname) && language === DEFAULT_LANGUAGE) throw new Response("Not found", { status: 404 });
  const [layout, user] = await Promise.all([
    loadQuery<LAYOUT_QUERYResult>(LAYOUT_QUERY),
    // A database outage must not take every page down: show the logged-out header instead.
    getSessionUser(request).catch((error: unknown) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "session lookup failed", error: String(error) }));
      return null;
    }),
  ]);
  return json({
    layout,
    contentEnv: getContentEnv(),
    // Canonical URLs, og:url and share image URLs are absolute on this origin.
    publicOrigin: getConfig().publicOrigin,
    // Decided from the session on every document request: the header never flashes the wrong buttons.
    loggedIn: user !== null,
    // The Logout form's hidden field; the cookie itself was set at login.
    csrfToken: user ? (existingCsrfToken(request) ?? "") : "",
    // An editor's preview session (app/preview): drafts, the Preview bar and the edit overlays.
    preview: currentPreview() !== undefined,
    // The page's language, the languages served (the switcher, hreflang) and, for a language other
    // than the default, its UI strings (decision 0180).
    language,
    languages: enabledLanguages(),
  });
}

/**
 * The layout changes only when content is republished or the login state changes: a form post, or
 * an explicit revalidate() after a login or logout call (same URL, no form).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  // Another language: the header, footer and UI strings change with it.
  if (
    languageOfPath(currentUrl.pathname, [currentUrl.pathname.split("/")[1] ?? ""]) !== languageOfPath(nextUrl.pathname, [nextUrl.pathname.split("/")[1] ?? ""])
  )
    return true;
  if (formMethod !== undefined && formMethod !== "GET") return defaultShouldRevalidate;
  if (formMethod === undefined && currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
};

/**
 * Used by routes without a meta export of their own, and for error pages (Remix calls the meta of
 * routes up to the error boundary, here the root): the error page's title, the default description.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => {
  if (!error) return pageMetaTags(matches, null);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return pageMetaTags(matches, { title: metaText(matches, status === 404 ? "Page not found" : "Something went wrong") });
};

/**
 * The canonical link and og:url (public origin + path, no query), or a robots noindex for pages
 * kept out of search and for every error page (decision 0120). Rendered here so every document has
 * exactly one, whatever its route's meta export does.
 */
function SeoHeadTags({ data }: { data: SerializeFrom<typeof loader> | undefined }) {
  const { pathname } = useLocation();
  const error = useRouteError();
  const origin = data?.publicOrigin;
  const page = pathWithoutLanguage(pathname);
  if (error || !isIndexable(page) || !origin) return <meta name="robots" content="noindex" />;
  const href = canonicalUrl(origin, pathname);
  const settings = data.layout.settings;
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
      {/* The same page in every language served, and which one a search engine shows by default. */}
      {data.languages.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={canonicalUrl(origin, pathInLanguage(page, code))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(origin, page)} />
      {/* The organisation and the web site, described once, on the home page. */}
      {href === canonicalUrl(origin, "/") && settings?.siteName ? (
        <JsonLd
          json={serializeJsonLd(
            siteJsonLd({
              origin,
              siteName: settings.siteName,
              locales: data.languages.map((code) => languageByCode(code)?.locale ?? code),
              description: settings.defaultDescription,
              logo: settings.logo,
              socialUrl: settings.socialUrl,
              contentEnv: data.contentEnv,
            }),
          )}
        />
      ) : null}
    </>
  );
}

/** Runs first in the head; see the comment where it is used. */
const ROOT_CLASSES_SCRIPT =
  "var d=document.documentElement,n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "d.classList.add('js');if(n&&(n.type==='reload'||n.type==='back_forward'))d.classList.add('scroll-restore')";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const settings = data?.layout.settings;
  const siteName = settings?.siteName ?? "Kathana AI";
  const language = data?.language ?? DEFAULT_LANGUAGE;
  return (
    <html lang={language === DEFAULT_LANGUAGE ? "en-IN" : language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        {/* `js` lets CSS hide the phone menu only when a script can open it again. `scroll-restore`
            marks a reload or a history traversal, where the browser or Remix puts the visitor back
            at a remembered position: sections are then not deferred (ui/BelowFold.tsx). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ROOT_CLASSES_SCRIPT }} />
        {/* styled-components (the preview overlays) puts this nonce on the styles it injects. */}
        {data?.preview ? <meta property="csp-nonce" nonce={nonce} /> : null}
        <Meta />
        <SeoHeadTags data={data} />
        <Links />
        {/* The first paint waits until <main> is parsed: one style and layout pass of the page
            instead of one for its first part and another for the rest (decision 0029). React's
            types do not know `blocking` yet. */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
      </head>
      <body>
        <I18nProvider value={{ language, languages: data?.languages ?? [DEFAULT_LANGUAGE], messages: catalogueOf(language) }}>
          <ContentEnvProvider value={data?.contentEnv}>
            <SkipLink />
            {data?.preview ? <PreviewBar /> : null}
            {data ? <Header siteName={siteName} logo={settings?.logo ?? null} menu={data.layout.menu ?? []} loggedIn={data.loggedIn} /> : null}
            {/* The page and the launcher's dock, which sticks to the bottom of the screen until the
              footer comes (issue 45). */}
            <div className="page-body">
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              {data ? <AssistantLauncher placement="dock" /> : null}
            </div>
            {data ? (
              <Footer
                siteName={siteName}
                logo={settings?.logo ?? null}
                blurb={settings?.blurb ?? null}
                copyright={settings?.copyright ?? null}
                columns={data.layout.footer ?? []}
              />
            ) : null}
            <Toasts />
          </ContentEnvProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href="#main">
      {t("Skip to main content")}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

/** Visitors never see a stack trace: a 404 gets the not-found page, anything else a plain apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) {
    return <ErrorPage status={error.status} message={typeof error.data === "string" ? error.data : undefined} />;
  }
  return <ErrorPage status={500} />;
}
