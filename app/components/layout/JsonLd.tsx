import { useNonce } from "~/components/nonce";

/**
 * Structured data for search engines. `json` must come from serializeJsonLd (escaped so content
 * cannot end the element); the CSP nonce is set even though data blocks are never executed.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
