import { croppedDimensions, imageDimensions, urlFor } from "~/content/image";
import type { SanityImageValue } from "~/content/image";
import { useContentEnv } from "~/components/request-context";

export interface SanityImageProps {
  image: SanityImageValue | null | undefined;
  /** Rendered width in CSS pixels. */
  width: number;
  /** Rendered height; when set, the image is cropped around its hotspot to this aspect ratio. */
  height?: number;
  /** With `sizes`, the srcset lists widths (`640w`) instead of densities (`1x`, `2x`). */
  sizes?: string;
  /** "eager" for images above the fold. */
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}

// Widths offered to the browser when the layout width is given through `sizes`.
const WIDTH_STEPS = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2560];

/** An `<img>` for a Sanity image value; works with the embedded and the hosted asset host alike. */
export function SanityImage({ image, width, height, sizes, loading = "lazy", fetchPriority, className }: SanityImageProps) {
  const env = useContentEnv();
  const source = imageDimensions(image);
  const visible = image ? croppedDimensions(image) : null;
  if (!image || !source || !visible) return null;

  const ratio = height ? height / width : visible.height / visible.width;
  const renderHeight = height ?? Math.round(width * ratio);
  // React 18 does not know the camelCase prop yet; the lowercase attribute is what browsers read.
  const priority = fetchPriority ? ({ fetchpriority: fetchPriority } as Record<string, string>) : {};
  const alt = image.alt ?? "";
  const common = {
    width,
    height: renderHeight,
    loading,
    decoding: "async" as const,
    className,
    ...priority,
  };

  if (source.format === "svg") {
    // Vector images are served as they are: no transform parameters.
    return <img src={urlFor(env, image).ignoreImageParams().url()} alt={alt} {...common} />;
  }

  const sized = (w: number) => {
    const b = urlFor(env, image).auto("format").width(w);
    // A fixed height crops around the hotspot; otherwise never upscale beyond the source.
    return height ? b.height(Math.round(w * ratio)).fit("crop") : b.fit("max");
  };

  let srcSet: string;
  if (sizes) {
    const cap = Math.min(visible.width, width * 2);
    const widths = new Set(WIDTH_STEPS.filter((w) => w <= cap));
    widths.add(Math.min(width, visible.width));
    srcSet = [...widths]
      .sort((a, b) => a - b)
      .map((w) => `${sized(w).url()} ${w}w`)
      .join(", ");
  } else {
    srcSet = `${sized(width).url()} 1x, ${sized(width).dpr(2).url()} 2x`;
  }

  return <img src={sized(width).url()} srcSet={srcSet} sizes={sizes} alt={alt} {...common} />;
}
