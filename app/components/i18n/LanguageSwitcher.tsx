import { Link as RemixLink, useLocation } from "@remix-run/react";
import { languageByCode, pathInLanguage } from "~/i18n/languages";
import { useI18n } from "./i18n";

/**
 * The same page in the site's other languages (decision 0180): one link per language, named in
 * that language and marked as such (lang, hreflang), so "हिन्दी" is read as Hindi by a screen
 * reader on the English page. No redirect by the browser's languages: the visitor chooses.
 */
export function LanguageSwitcher({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { language, languages, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const others = languages.filter((code) => code !== language);
  if (!others.length) return null;
  return (
    <ul className={className} aria-label={t("Languages")}>
      {others.map((code) => {
        const other = languageByCode(code);
        if (!other) return null;
        return (
          <li key={code}>
            <RemixLink to={`${pathInLanguage(pathname, code)}${search}${hash}`} hrefLang={code} lang={code} className={linkClassName}>
              {other.nativeName}
            </RemixLink>
          </li>
        );
      })}
    </ul>
  );
}
