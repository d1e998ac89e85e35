/**
 * Image → model input, as the model's README says: EXIF orientation applied, shorter side resized
 * to 256, centre crop 224×224, RGB; then (`toTensor`) scaled to [0, 1], normalised with the
 * ImageNet mean and std, NCHW float32. Decoding is limited (pixel cap, truncated files refused).
 * Both run in the inference worker's process (inference-pool.server.ts): libvips keeps buffers per
 * thread it has decoded on, which the server's process would hold for good after a burst of photos
 * (decision 0039); the worker's process gives them back when it ends.
 *
 * The engine looks at two views of each photo (`decodeViews`): that centre crop, and the whole
 * photo resized to 224×224. A centre crop of a wide photo (the samples are 307×172) cuts off the
 * sides where the food often is; the whole photo alone loses detail. Averaging the two views'
 * probabilities halved the foods the model does not know that were given a name (held-out
 * photos, app/engines/food-recognition/README.md).
 */
import sharp from "sharp";
import { FoodEngineError } from "./errors";

export const INPUT_SIZE = 224;
const RESIZE_TO = 256;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/** Why a photo could not be decoded (`detail`: the decoder's own words, for the logs). */
export interface UndecodablePhoto {
  failure: "too_large" | "invalid_image";
  detail: string;
}

/** A photo's views as 224×224 RGB bytes (HWC), or why it could not be decoded. */
export type DecodedViews = { views: Uint8Array[] } | UndecodablePhoto;

/**
 * The views the engine averages, [centre crop, whole photo]; the first is the embedding's view.
 * Run by the inference worker, which is given this function's source: it must use nothing from
 * outside it but its arguments.
 */
export async function decodeViews(sharpModule: typeof sharp, image: Uint8Array, maxPixels: number, size: number, resizeTo: number): Promise<DecodedViews> {
  const crop = (resizeTo - size) / 2;
  const decoder = () => sharpModule(image, { limitInputPixels: maxPixels, failOn: "truncated" }).rotate(); // EXIF orientation
  const rgb = (pipeline: ReturnType<typeof sharpModule>) => pipeline.flatten({ background: "#ffffff" }).toColourspace("srgb").removeAlpha().raw().toBuffer();
  let buffers: Buffer[];
  try {
    buffers = await Promise.all([
      // shorter side to 256 and the centre 256×256 kept; the centre 224×224 of that is the centre
      // 224×224 of the shorter-side-256 image
      rgb(
        decoder()
          .resize(resizeTo, resizeTo, { fit: "cover", position: "centre", kernel: "lanczos3" })
          .extract({ left: crop, top: crop, width: size, height: size }),
      ),
      rgb(decoder().resize(size, size, { fit: "fill", kernel: "lanczos3" })),
    ]);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { failure: /pixel limit/i.test(detail) ? "too_large" : "invalid_image", detail };
  }
  if (buffers.some((b) => b.length !== size * size * 3)) return { failure: "invalid_image", detail: "not convertible to RGB" };
  return { views: buffers.map((b) => new Uint8Array(b.buffer, b.byteOffset, b.length)) };
}

/** The error a visitor is given for a photo that could not be decoded. */
export function decodeFailure({ failure, detail }: UndecodablePhoto): FoodEngineError {
  const cause = new Error(detail);
  return failure === "too_large"
    ? new FoodEngineError("too_large", "The image has too many pixels.", { cause })
    : new FoodEngineError("invalid_image", "The image is damaged or not a photo we can read.", { cause });
}

/** `decodeViews` in this process, for checks of the worker's input (tests). */
export async function imageToViews(image: Buffer, maxPixels: number): Promise<Uint8Array[]> {
  const decoded = await decodeViews(sharp, image, maxPixels, INPUT_SIZE, RESIZE_TO);
  if ("failure" in decoded) throw decodeFailure(decoded);
  return decoded.views;
}

/**
 * 224×224 RGB bytes (HWC) → the model's NCHW float32 input. Run by the inference worker, which is
 * given this function's source: it must use nothing from outside it but its arguments.
 */
export function toTensor(rgb: Uint8Array, size: number, mean: readonly number[], std: readonly number[]): Float32Array {
  const plane = size * size;
  const data = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      data[c * plane + i] = ((rgb[i * 3 + c] as number) / 255 - (mean[c] as number)) / (std[c] as number);
    }
  }
  return data;
}

/** The decoding and normalisation the worker applies. */
export const NORMALISATION = { size: INPUT_SIZE, resizeTo: RESIZE_TO, mean: MEAN, std: STD } as const;
