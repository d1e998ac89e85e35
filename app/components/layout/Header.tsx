import { useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ContentLink, type NavLinkContent } from "./nav-link";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { hiddenAround } from "~/components/ui/hidden-words";
import { SanityImage } from "~/components/ui/SanityImage";
import { LogoutButton } from "~/components/auth/LogoutButton";
import { AssistantLauncher } from "~/components/assistant/AssistantLauncher";
import { LanguageSwitcher } from "~/components/i18n/LanguageSwitcher";
import styles from "./Header.module.css";

interface MenuGroupContent {
  _key: string;
  label: string | null;
  links: NavLinkContent[] | null;
}

interface HeaderProps {
  siteName: string;
  logo: Parameters<typeof SanityImage>[0]["image"] | null;
  menu: MenuGroupContent[];
  /** Session state decided on the server for this request, so the right buttons render first time. */
  loggedIn: boolean;
}

/**
 * Site header: logo, the content-managed menu and the account buttons.
 * Menu groups are <details> disclosures, so they work without JavaScript; with it, only one group
 * stays open, Escape and outside clicks close it, and navigating closes everything.
 */
export function Header({ siteName, logo, menu, loggedIn }: HeaderProps) {
  // Set right after a logout succeeds, until the root loader confirms it; reset by a new login.
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  useEffect(() => setLoggedOutHere(false), [loggedIn]);
  const showLoggedIn = loggedIn && !loggedOutHere;
  const navRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  const { t } = useI18n();
  const close = t("Close");
  // "Close menu" with "menu" for screen readers only, before or after "Close" as the language has it.
  const closeHidden = hiddenAround(t("Close menu"), close);

  const closeGroups = (except?: Element) => {
    navRef.current?.querySelectorAll("details[open]").forEach((el) => {
      if (el !== except) el.removeAttribute("open");
    });
  };

  useEffect(() => {
    closeGroups();
    setMobileOpen(false);
  }, [location.key]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open) closeGroups(details);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = nav.querySelector<HTMLDetailsElement>("details[open]");
      if (open) {
        open.removeAttribute("open");
        open.querySelector("summary")?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        document.getElementById(`${navId}-toggle`)?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeGroups();
    };
    nav.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      nav.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [mobileOpen, navId]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={t("{siteName} home", { siteName })}>
          {logo ? <SanityImage image={logo} width={148} loading="eager" className={styles.logo} /> : <span className={styles.brandText}>{siteName}</span>}
        </Link>
        {/* Kathana Assist on a phone (the dock's button elsewhere). */}
        <AssistantLauncher placement="header" />
        <button
          type="button"
          id={`${navId}-toggle`}
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls={navId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {/* "Close" is as wide as "Menu": the bar's first row does not wrap when the menu opens. */}
          {mobileOpen ? (
            <>
              {closeHidden.before ? <span className="visually-hidden">{closeHidden.before}</span> : null}
              {close}
              <span className="visually-hidden">{closeHidden.after}</span>
            </>
          ) : (
            t("Menu")
          )}
        </button>
        <nav id={navId} ref={navRef} aria-label={t("Main")} className={styles.nav} data-open={mobileOpen ? "true" : "false"}>
          <ul className={styles.groups}>
            {menu.map((group) => (
              <li key={group._key} className={styles.group}>
                <details className={styles.details}>
                  <summary className={styles.summary}>{group.label}</summary>
                  <ul className={styles.panel}>
                    {(group.links ?? []).map((link) => (
                      <li key={link._key}>
                        <ContentLink link={link} className={styles.menuLink} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className={styles.languages} linkClassName={styles.menuLink} />
          <div className={styles.account}>
            {showLoggedIn ? (
              <>
                <Link to="/developers/api-key" className={styles.menuLink}>
                  {t("API key")}
                </Link>
                <LogoutButton onLoggedOut={() => setLoggedOutHere(true)} />
              </>
            ) : (
              <>
                <Link to="/login" className="button button-outline">
                  {t("Login")}
                </Link>
                <Link to="/signup" className="button">
                  {t("Sign Up")}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
