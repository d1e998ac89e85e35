import { imageDimensions, urlFor, type ContentEnv, type SanityImageValue } from "~/content/image";

/** One URL of an image at a layout width: vectors as they are, raster images resized and re-encoded. */
export function imageUrl(env: ContentEnv, image: SanityImageValue, width: number, dpr = 1): string {
  const dims = imageDimensions(image);
  if (dims?.format === "svg") return urlFor(env, image).ignoreImageParams().url();
  const b = urlFor(env, image)
    .auto("format")
    .width(Math.min(width, dims?.width ?? width))
    .fit("max");
  return (dpr > 1 ? b.dpr(dpr) : b).url();
}

/** `src 1x, src 2x` (a single URL for vectors). */
export function imageSrcSet(env: ContentEnv, image: SanityImageValue, width: number): string {
  const one = imageUrl(env, image, width);
  const two = imageUrl(env, image, width, 2);
  return one === two ? one : `${one} 1x, ${two} 2x`;
}
