import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { ContentLink, type NavLinkContent } from "./nav-link";
import { SanityImage } from "~/components/ui/SanityImage";
import styles from "./Footer.module.css";

interface FooterColumnContent {
  _key: string;
  heading: string | null;
  links: NavLinkContent[] | null;
}

interface FooterProps {
  siteName: string;
  logo: Parameters<typeof SanityImage>[0]["image"] | null;
  blurb: string | null;
  copyright: string | null;
  columns: FooterColumnContent[];
}

/** The shared footer every page ends with: logo, blurb, copyright and the content-managed columns. */
export function Footer({ siteName, logo, blurb, copyright, columns }: FooterProps) {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to="/" state={{ to: "top" }} className={styles.brand} aria-label={t("{siteName} home", { siteName })}>
            {logo ? <SanityImage image={logo} width={148} className={styles.logo} /> : <span>{siteName}</span>}
          </Link>
          {blurb ? <p className={styles.blurb}>{blurb}</p> : null}
        </div>
        {columns.map((column) => (
          <nav key={column._key} className={styles.column} aria-label={column.heading ?? undefined}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {(column.links ?? []).map((link) => (
                <li key={link._key}>
                  <ContentLink link={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
