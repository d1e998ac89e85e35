/**
 * Image → model input, as the model's README says: EXIF orientation applied, shorter side resized
 * to 256, centre crop 224×224, RGB; then (`toTensor`, run in the inference worker so that a
 * quarter of the bytes cross to it) scaled to [0, 1], normalised with the ImageNet mean and std,
 * NCHW float32. Decoding is limited (pixel cap, truncated files refused).
 *
 * The engine looks at two views of each photo (`imageToViews`): that centre crop, and the whole
 * photo resized to 224×224. A centre crop of a wide photo (the samples are 307×172) cuts off the
 * sides where the food often is; the whole photo alone loses detail. Averaging the two views'
 * probabilities halved the foods the model does not know that were given a name (held-out
 * photos, app/engines/food-recognition/README.md).
 */
import sharp, { type Sharp } from "sharp";
import { FoodEngineError } from "./errors";

export const INPUT_SIZE = 224;
const RESIZE_TO = 256;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

function decoder(image: Buffer, maxPixels: number): Sharp {
  return sharp(image, { limitInputPixels: maxPixels, failOn: "truncated" }).rotate(); // EXIF orientation
}

function finish(pipeline: Sharp): Promise<Buffer> {
  return pipeline.flatten({ background: "#ffffff" }).toColourspace("srgb").removeAlpha().raw().toBuffer();
}

function decodeFailure(error: unknown): FoodEngineError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new FoodEngineError("too_large", "The image has too many pixels.", { cause: error });
  return new FoodEngineError("invalid_image", "The image is damaged or not a photo we can read.", { cause: error });
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

/** The normalisation `toTensor` applies, for the worker. */
export const NORMALISATION = { size: INPUT_SIZE, mean: MEAN, std: STD } as const;

const CROP = (RESIZE_TO - INPUT_SIZE) / 2;
const VIEWS = {
  // shorter side to 256 and the centre 256×256 kept; the centre 224×224 of that is the centre
  // 224×224 of the shorter-side-256 image
  centreCrop: (image: Sharp) =>
    image
      .resize(RESIZE_TO, RESIZE_TO, { fit: "cover", position: "centre", kernel: "lanczos3" })
      .extract({ left: CROP, top: CROP, width: INPUT_SIZE, height: INPUT_SIZE }),
  whole: (image: Sharp) => image.resize(INPUT_SIZE, INPUT_SIZE, { fit: "fill", kernel: "lanczos3" }),
};

async function view(image: Buffer, maxPixels: number, name: keyof typeof VIEWS): Promise<Uint8Array> {
  let rgb: Buffer;
  try {
    rgb = await finish(VIEWS[name](decoder(image, maxPixels)));
  } catch (error) {
    throw decodeFailure(error);
  }
  if (rgb.length !== INPUT_SIZE * INPUT_SIZE * 3) throw new FoodEngineError("invalid_image", "The image could not be converted to RGB.");
  return new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length);
}

/**
 * The views the engine averages, as 224×224 RGB bytes: [centre crop, whole photo]. The first is the
 * embedding's view.
 */
export function imageToViews(image: Buffer, maxPixels: number): Promise<Uint8Array[]> {
  return Promise.all([view(image, maxPixels, "centreCrop"), view(image, maxPixels, "whole")]);
}
