import { Link } from "@remix-run/react";
import type { HomePageContent } from "./types";

/**
 * Contact Us (SPEC §2 "Contact Us form"). ISSUE 6 builds the form and its backend and places it
 * here; until then this section shows the content's heading and text and links to /contact.
 * No stand-in form.
 */
export function ContactSection({ page }: { page: HomePageContent }) {
  return (
    <section className="container section" aria-labelledby="home-contact-heading" data-testid="home-contact">
      <h2 id="home-contact-heading">{page.contactHeading}</h2>
      <p>{page.contactText}</p>
      {/* ISSUE 6: <ContactForm /> goes here. */}
      <Link className="button button-outline" to="/contact" state={{ to: "top" }}>
        Contact details
      </Link>
    </section>
  );
}
