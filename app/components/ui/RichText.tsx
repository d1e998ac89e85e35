import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ComponentProps } from "react";

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

/** Portable Text from the Studio rendered as semantic HTML (headings, lists, links). */
export function RichText({ value }: { value: ComponentProps<typeof PortableText>["value"] | null | undefined }) {
  if (!value) return null;
  return <PortableText value={value} components={components} />;
}
