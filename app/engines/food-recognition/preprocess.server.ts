/**
 * Image → model input, exactly as the model's README says: EXIF orientation applied, shorter side
 * resized to 256, centre crop 224×224, RGB, scaled to [0, 1], normalised with the ImageNet mean and
 * std, NCHW float32. Decoding is limited (pixel cap, truncated files refused).
 */
import sharp from "sharp";
import { FoodEngineError } from "./errors";

export const INPUT_SIZE = 224;
const RESIZE_TO = 256;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export async function imageToTensorData(image: Buffer, maxPixels: number): Promise<Float32Array> {
  let rgb: Buffer;
  try {
    const crop = (RESIZE_TO - INPUT_SIZE) / 2;
    rgb = await sharp(image, { limitInputPixels: maxPixels, failOn: "truncated" })
      .rotate() // apply EXIF orientation
      // shorter side to 256 and the centre 256×256 kept; the centre 224×224 of that is the
      // centre 224×224 of the shorter-side-256 image
      .resize(RESIZE_TO, RESIZE_TO, { fit: "cover", position: "centre", kernel: "lanczos3" })
      .extract({ left: crop, top: crop, width: INPUT_SIZE, height: INPUT_SIZE })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new FoodEngineError("too_large", "The image has too many pixels.", { cause: error });
    }
    throw new FoodEngineError("invalid_image", "The image is damaged or not a photo we can read.", { cause: error });
  }
  const plane = INPUT_SIZE * INPUT_SIZE;
  if (rgb.length !== plane * 3) throw new FoodEngineError("invalid_image", "The image could not be converted to RGB.");
  const data = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      data[c * plane + i] = ((rgb[i * 3 + c] as number) / 255 - (MEAN[c] as number)) / (STD[c] as number);
    }
  }
  return data;
}
