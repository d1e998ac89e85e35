import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { useMemo, type ComponentProps } from "react";

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href: string = value?.href ?? "#";
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
          {children}
        </a>
      );
    },
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
