/**
 * A reference evaluation of a quantized (QOperator) ONNX classifier in plain JavaScript: exact
 * integer accumulation, IEEE float32 rescaling (Math.fround), round half to even. JavaScript's
 * arithmetic is the same on every CPU, so this is the yardstick the engine's answers are held to:
 * onnxruntime's int8 kernels must agree with it whatever the CPU (AVX2, AVX-512 VNNI, arm64).
 *
 * It covers the operators of MobileNet v2 int8 from the ONNX model zoo: QuantizeLinear,
 * QLinearConv (groups, strides, pads), QLinearAdd, QLinearGlobalAveragePool, QLinearMatMul,
 * DequantizeLinear, and the Shape/Gather/Unsqueeze/Concat/Reshape chain that flattens the features.
 * ONNX protobuf: GraphProto.initializer = 5; NodeProto.attribute = 5; TensorProto.dims = 1,
 * .data_type = 2, .float_data = 4, .int32_data = 5, .int64_data = 7, .name = 8, .raw_data = 9;
 * AttributeProto.name = 1, .f = 2, .i = 3, .ints = 8.
 */
import { fields, graphField, listNodes, readVarint } from "~/engines/food-recognition/onnx-graph.server";

type Data = Float32Array | Uint8Array | Int8Array | Int32Array | Float64Array;

interface Tensor {
  dims: number[];
  data: Data;
}

interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes: Map<string, number | number[]>;
}

const text = new TextDecoder();
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;
const INT64 = 7;

function repeatedInts(bytes: Uint8Array, wire: number, start: number, end: number, into: number[]): void {
  if (wire === 0) {
    into.push(signed(readVarint(bytes, start)[0]));
    return;
  }
  for (let at = start; at < end;) {
    const [value, next] = readVarint(bytes, at);
    into.push(signed(value));
    at = next;
  }
}

/** int64 varints of negative numbers arrive as 2^64 + n (only small magnitudes occur here). */
const signed = (value: number) => (value >= 2 ** 63 ? value - 2 ** 64 : value);

function readTensor(model: Uint8Array, start: number, end: number): { name: string; tensor: Tensor } {
  const dims: number[] = [];
  let type = 0;
  let name = "";
  let raw: Uint8Array | null = null;
  const floats: number[] = [];
  const ints: number[] = [];
  for (const f of fields(model, start, end)) {
    if (f.field === 1) repeatedInts(model, f.wire, f.valueStart, f.valueEnd, dims);
    else if (f.field === 2) type = readVarint(model, f.valueStart)[0];
    else if (f.field === 8) name = text.decode(model.subarray(f.valueStart, f.valueEnd));
    else if (f.field === 9) raw = model.slice(f.valueStart, f.valueEnd);
    else if (f.field === 4 && f.wire === 2) {
      const view = new DataView(model.buffer, model.byteOffset + f.valueStart, f.valueEnd - f.valueStart);
      for (let i = 0; i < view.byteLength; i += 4) floats.push(view.getFloat32(i, true));
    } else if ((f.field === 5 || f.field === 7) && f.wire === 2) repeatedInts(model, 2, f.valueStart, f.valueEnd, ints);
  }
  const count = dims.reduce((a, b) => a * b, 1);
  let data: Data;
  if (raw) {
    const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
    if (type === FLOAT) data = Float32Array.from({ length: count }, (_, i) => view.getFloat32(i * 4, true));
    else if (type === UINT8) data = Uint8Array.from(raw);
    else if (type === INT8) data = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength).slice();
    else if (type === INT32) data = Int32Array.from({ length: count }, (_, i) => view.getInt32(i * 4, true));
    else if (type === INT64) data = Float64Array.from({ length: count }, (_, i) => Number(view.getBigInt64(i * 8, true)));
    else throw new Error(`tensor ${name}: data type ${type} is not supported`);
  } else if (type === FLOAT) data = Float32Array.from(floats);
  else if (type === UINT8) data = Uint8Array.from(ints);
  else if (type === INT8) data = Int8Array.from(ints);
  else if (type === INT32) data = Int32Array.from(ints);
  else if (type === INT64) data = Float64Array.from(ints);
  else throw new Error(`tensor ${name}: data type ${type} is not supported`);
  return { name, tensor: { dims, data } };
}

function readGraph(model: Uint8Array): { nodes: Node[]; initializers: Map<string, Tensor> } {
  const graph = graphField(model);
  const initializers = new Map<string, Tensor>();
  const attributeLists: Array<Map<string, number | number[]>> = [];
  for (const f of fields(model, graph.valueStart, graph.valueEnd)) {
    if (f.field === 5 && f.wire === 2) {
      const { name, tensor } = readTensor(model, f.valueStart, f.valueEnd);
      initializers.set(name, tensor);
    } else if (f.field === 1 && f.wire === 2) {
      const attributes = new Map<string, number | number[]>();
      for (const n of fields(model, f.valueStart, f.valueEnd)) {
        if (n.field !== 5 || n.wire !== 2) continue;
        let name = "";
        let value: number | number[] = [];
        for (const a of fields(model, n.valueStart, n.valueEnd)) {
          if (a.field === 1) name = text.decode(model.subarray(a.valueStart, a.valueEnd));
          else if (a.field === 3) value = signed(readVarint(model, a.valueStart)[0]);
          else if (a.field === 2) value = new DataView(model.buffer, model.byteOffset + a.valueStart, 4).getFloat32(0, true);
          else if (a.field === 8) repeatedInts(model, a.wire, a.valueStart, a.valueEnd, value as number[]);
        }
        attributes.set(name, value);
      }
      attributeLists.push(attributes);
    }
  }
  const nodes = listNodes(model).map((node, i) => ({ ...node, attributes: attributeLists[i] ?? new Map() }));
  return { nodes, initializers };
}

const f32 = Math.fround;

/** Round half to even, as `nearbyintf` and `_mm_cvtps_epi32` do in the default rounding mode. */
function roundEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

const clampU8 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
const scalar = (t: Tensor) => t.data[0] as number;

export class Int8Reference {
  private readonly nodes: Node[];
  private readonly initializers: Map<string, Tensor>;

  constructor(model: Uint8Array) {
    ({ nodes: this.nodes, initializers: this.initializers } = readGraph(model));
    const known = new Set([
      "QuantizeLinear",
      "QLinearConv",
      "QLinearAdd",
      "QLinearGlobalAveragePool",
      "QLinearMatMul",
      "DequantizeLinear",
      "Shape",
      "Gather",
      "Unsqueeze",
      "Concat",
      "Reshape",
    ]);
    const unknown = this.nodes.filter((n) => !known.has(n.op)).map((n) => n.op);
    if (unknown.length) throw new Error(`reference evaluation lacks: ${[...new Set(unknown)].join(", ")}`);
  }

  /** Evaluates the graph on `input` ([1, 3, H, W] float32) and returns the named output. */
  run(input: Float32Array, dims: number[], inputName = "input", outputName = "output"): Float32Array {
    const values = new Map<string, Tensor>(this.initializers);
    values.set(inputName, { dims, data: input });
    const get = (name: string | undefined): Tensor => {
      const t = name ? values.get(name) : undefined;
      if (!t) throw new Error(`missing tensor ${name}`);
      return t;
    };
    for (const node of this.nodes) {
      const ins = node.inputs.map((n) => (n ? values.get(n) : undefined));
      const out = this.evaluate(node, ins as Tensor[], get);
      values.set(node.outputs[0] as string, out);
    }
    const output = get(outputName).data;
    if (!(output instanceof Float32Array)) throw new Error("the output is not float");
    return output;
  }

  private evaluate(node: Node, ins: Tensor[], get: (n: string | undefined) => Tensor): Tensor {
    const [a, b, c, d, e, f, g, h, i] = ins;
    switch (node.op) {
      case "QuantizeLinear":
        return quantize(a!, scalar(b!), scalar(c!));
      case "DequantizeLinear": {
        const scale = scalar(b!);
        const zero = scalar(c!);
        return { dims: a!.dims, data: Float32Array.from(a!.data, (q) => f32((q - zero) * scale)) };
      }
      case "QLinearConv":
        return conv(node, a!, scalar(b!), scalar(c!), d!, e!, f!, scalar(g!), scalar(h!), i);
      case "QLinearAdd":
        return add(a!, scalar(b!), scalar(c!), d!, scalar(e!), scalar(f!), scalar(g!), scalar(h!));
      case "QLinearGlobalAveragePool":
        return globalAveragePool(a!, scalar(b!), scalar(c!), scalar(d!), scalar(e!));
      case "QLinearMatMul":
        return matMul(a!, scalar(b!), scalar(c!), d!, e!, f!, scalar(g!), scalar(h!));
      case "Shape":
        return { dims: [a!.dims.length], data: Float64Array.from(a!.dims) };
      case "Gather": {
        const index = scalar(b!);
        return { dims: b!.dims, data: Float64Array.of(a!.data[index < 0 ? a!.data.length + index : index] as number) };
      }
      case "Unsqueeze":
        return { dims: [1, ...a!.dims], data: a!.data };
      case "Concat":
        return { dims: [ins.reduce((n, t) => n + t.data.length, 0)], data: Float64Array.from(ins.flatMap((t) => Array.from(t.data))) };
      case "Reshape": {
        const shape = Array.from(get(node.inputs[1]).data);
        const total = a!.data.length;
        const known = shape.reduce((p, s, k) => p * (s === -1 ? 1 : s === 0 ? (a!.dims[k] as number) : s), 1);
        return { dims: shape.map((s, k) => (s === -1 ? total / known : s === 0 ? (a!.dims[k] as number) : s)), data: a!.data };
      }
      default:
        throw new Error(`unsupported operator ${node.op}`);
    }
  }
}

function quantize(x: Tensor, scale: number, zero: number): Tensor {
  const out = new Uint8Array(x.data.length);
  for (let k = 0; k < out.length; k++) out[k] = clampU8(roundEven(f32((x.data[k] as number) / scale)) + zero);
  return { dims: x.dims, data: out };
}

/** Per-channel (or per-tensor) value of a scale or zero point. */
const perChannel = (t: Tensor, channel: number) => (t.data.length === 1 ? (t.data[0] as number) : (t.data[channel] as number));

function conv(
  node: Node,
  x: Tensor,
  xScale: number,
  xZero: number,
  w: Tensor,
  wScale: Tensor,
  wZero: Tensor,
  yScale: number,
  yZero: number,
  bias: Tensor | undefined,
): Tensor {
  const [, channels, height, width] = x.dims as [number, number, number, number];
  const [outChannels, groupChannels, kh, kw] = w.dims as [number, number, number, number];
  const group = (node.attributes.get("group") as number | undefined) ?? 1;
  const strides = (node.attributes.get("strides") as number[] | undefined) ?? [1, 1];
  const pads = (node.attributes.get("pads") as number[] | undefined) ?? [0, 0, 0, 0];
  const dilations = (node.attributes.get("dilations") as number[] | undefined) ?? [1, 1];
  const [sh, sw] = strides as [number, number];
  const [pt, pl, pb, pr] = pads as [number, number, number, number];
  const [dh, dw] = dilations as [number, number];
  const outH = Math.floor((height + pt + pb - dh * (kh - 1) - 1) / sh) + 1;
  const outW = Math.floor((width + pl + pr - dw * (kw - 1) - 1) / sw) + 1;
  const area = outH * outW;
  const inArea = height * width;
  const xs = new Int32Array(x.data.length);
  for (let k = 0; k < xs.length; k++) xs[k] = (x.data[k] as number) - xZero;
  const outPerGroup = outChannels / group;
  const out = new Uint8Array(outChannels * area);
  const acc = new Int32Array(area);
  if (channels !== groupChannels * group) throw new Error("conv: channel count does not match the weights");
  for (let oc = 0; oc < outChannels; oc++) {
    const g = Math.floor(oc / outPerGroup);
    const wz = perChannel(wZero, oc);
    acc.fill(bias ? (bias.data[oc] as number) : 0);
    for (let icg = 0; icg < groupChannels; icg++) {
      const ic = g * groupChannels + icg;
      const xBase = ic * inArea;
      for (let ky = 0; ky < kh; ky++) {
        for (let kx = 0; kx < kw; kx++) {
          const weight = (w.data[((oc * groupChannels + icg) * kh + ky) * kw + kx] as number) - wz;
          if (weight === 0) continue;
          if (kh === 1 && kw === 1 && sh === 1 && sw === 1 && pt === 0 && pl === 0) {
            for (let p = 0; p < area; p++) acc[p]! += (xs[xBase + p] as number) * weight;
            continue;
          }
          for (let oy = 0; oy < outH; oy++) {
            const iy = oy * sh - pt + ky * dh;
            if (iy < 0 || iy >= height) continue;
            const row = xBase + iy * width;
            const outRow = oy * outW;
            for (let ox = 0; ox < outW; ox++) {
              const ix = ox * sw - pl + kx * dw;
              if (ix < 0 || ix >= width) continue;
              acc[outRow + ox]! += (xs[row + ix] as number) * weight;
            }
          }
        }
      }
    }
    const scale = f32(f32(xScale * perChannel(wScale, oc)) / yScale);
    for (let p = 0; p < area; p++) out[oc * area + p] = clampU8(roundEven(f32((acc[p] as number) * scale)) + yZero);
  }
  return { dims: [1, outChannels, outH, outW], data: out };
}

function add(a: Tensor, aScale: number, aZero: number, b: Tensor, bScale: number, bZero: number, yScale: number, yZero: number): Tensor {
  const ratioA = f32(aScale / yScale);
  const ratioB = f32(bScale / yScale);
  const n = Math.max(a.data.length, b.data.length);
  const out = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const va = f32(ratioA * ((a.data[k % a.data.length] as number) - aZero));
    const vb = f32(ratioB * ((b.data[k % b.data.length] as number) - bZero));
    out[k] = clampU8(roundEven(f32(va + vb)) + yZero);
  }
  return { dims: a.data.length >= b.data.length ? a.dims : b.dims, data: out };
}

function globalAveragePool(x: Tensor, xScale: number, xZero: number, yScale: number, yZero: number): Tensor {
  const [, channels, height, width] = x.dims as [number, number, number, number];
  const area = height * width;
  const scale = f32(xScale / f32(yScale * area));
  const out = new Uint8Array(channels);
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    for (let p = 0; p < area; p++) sum += x.data[c * area + p] as number;
    out[c] = clampU8(roundEven(f32((sum - xZero * area) * scale)) + yZero);
  }
  return { dims: [1, channels, 1, 1], data: out };
}

function matMul(a: Tensor, aScale: number, aZero: number, b: Tensor, bScale: Tensor, bZero: Tensor, yScale: number, yZero: number): Tensor {
  const [rows, inner] = a.dims as [number, number];
  const cols = b.dims[1] as number;
  const out = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const bz = perChannel(bZero, col);
      let acc = 0;
      for (let k = 0; k < inner; k++) acc += ((a.data[r * inner + k] as number) - aZero) * ((b.data[k * cols + col] as number) - bz);
      const scale = f32(f32(aScale * perChannel(bScale, col)) / yScale);
      out[r * cols + col] = clampU8(roundEven(f32(acc * scale)) + yZero);
    }
  }
  return { dims: [rows, cols], data: out };
}
