import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { useMemo, type ComponentProps, type ReactNode } from "react";
import { useI18n } from "~/components/i18n/i18n";

/** A link in a body: a path of this site in the page's language ("/contact" → "/hi/contact"), another site in a new tab. */
function LinkMark({ href, children }: { href: string; children: ReactNode }) {
  const { localize } = useI18n();
  const external = /^https?:\/\//.test(href);
  return (
    <a href={external ? href : localize(href)} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
      {children}
    </a>
  );
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <LinkMark href={(value?.href as string | undefined) ?? "#"}>{children}</LinkMark>,
  },
};

interface RichTextProps {
  value: ComponentProps<typeof PortableText>["value"] | null | undefined;
  /** Renderers for custom block types of a body (e.g. the blog's inline images), by `_type`. */
  types?: PortableTextComponents["types"];
}

/** Portable Text from the Studio rendered as semantic HTML (headings, lists, links, custom blocks). */
export function RichText({ value, types }: RichTextProps) {
  const merged = useMemo(() => (types ? { ...components, types } : components), [types]);
  if (!value) return null;
  return <PortableText value={value} components={merged} />;
}
