/**
 * Just enough of the ONNX protobuf format to find the classifier's pre-logit feature map and expose
 * it as an extra graph output, in memory (the model file is never changed).
 * ModelProto.graph = field 7; GraphProto.node = 1, .output = 12; NodeProto.input = 1, .output = 2,
 * .op_type = 4; ValueInfoProto.name = 1.
 * The readers are exported for the test suite's reference evaluation of the same graph.
 */

export interface Field {
  field: number;
  wire: number;
  /** [start, end) of the field's bytes including its tag. */
  start: number;
  end: number;
  /** [start, end) of a length-delimited value. */
  valueStart: number;
  valueEnd: number;
}

export function readVarint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 10; i++) {
    if (at >= bytes.length) throw new Error("truncated varint");
    const byte = bytes[at++] as number;
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if (!(byte & 0x80)) return [value, at];
  }
  throw new Error("varint too long");
}

function encodeVarint(value: number): Buffer {
  const out: number[] = [];
  while (value > 127) {
    out.push((value % 128) | 128);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return Buffer.from(out);
}

export function* fields(bytes: Uint8Array, start: number, end: number): Generator<Field> {
  let at = start;
  while (at < end) {
    const fieldStart = at;
    let tag: number;
    [tag, at] = readVarint(bytes, at);
    const wire = tag & 7;
    let valueStart = at;
    let valueEnd = at;
    if (wire === 0) [, at] = readVarint(bytes, at);
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      let length: number;
      [length, valueStart] = readVarint(bytes, at);
      valueEnd = valueStart + length;
      at = valueEnd;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    if (at > end) throw new Error("truncated protobuf field");
    yield { field: Math.floor(tag / 8), wire, start: fieldStart, end: at, valueStart, valueEnd };
  }
}

const text = new TextDecoder();

interface GraphNode {
  op: string;
  inputs: string[];
  outputs: string[];
}

export function graphField(model: Uint8Array): Field {
  for (const f of fields(model, 0, model.length)) if (f.field === 7 && f.wire === 2) return f;
  throw new Error("no graph in the model");
}

export function listNodes(model: Uint8Array): GraphNode[] {
  const graph = graphField(model);
  const nodes: GraphNode[] = [];
  for (const f of fields(model, graph.valueStart, graph.valueEnd)) {
    if (f.field !== 1 || f.wire !== 2) continue;
    const node: GraphNode = { op: "", inputs: [], outputs: [] };
    for (const n of fields(model, f.valueStart, f.valueEnd)) {
      if (n.wire !== 2) continue;
      const value = text.decode(model.subarray(n.valueStart, n.valueEnd));
      if (n.field === 1) node.inputs.push(value);
      else if (n.field === 2) node.outputs.push(value);
      else if (n.field === 4) node.op = value;
    }
    nodes.push(node);
  }
  return nodes;
}

/**
 * The float tensor that feeds the global average pool before the classifier (MobileNet v2:
 * [1, 1280, 7, 7]). In a quantized graph the pool reads uint8; its float twin is the output of the
 * DequantizeLinear that reads the same tensor. Null when the graph has no such tensor.
 */
export function findPreLogitFeatureMap(model: Uint8Array): string | null {
  const nodes = listNodes(model);
  const pool = [...nodes].reverse().find((n) => n.op === "GlobalAveragePool" || n.op === "QLinearGlobalAveragePool");
  const input = pool?.inputs[0];
  if (!pool || !input) return null;
  if (pool.op === "GlobalAveragePool") return input;
  const dequantized = nodes.find((n) => n.op === "DequantizeLinear" && n.inputs[0] === input);
  return dequantized?.outputs[0] ?? null;
}

/** A copy of the model with `tensorName` added as a graph output. */
export function addGraphOutput(model: Uint8Array, tensorName: string): Buffer {
  const graph = graphField(model);
  const name = Buffer.from(tensorName, "utf8");
  const valueInfo = Buffer.concat([encodeVarint((1 << 3) | 2), encodeVarint(name.length), name]);
  const output = Buffer.concat([encodeVarint((12 << 3) | 2), encodeVarint(valueInfo.length), valueInfo]);
  const newGraph = Buffer.concat([model.subarray(graph.valueStart, graph.valueEnd), output]);
  return Buffer.concat([model.subarray(0, graph.start), encodeVarint((7 << 3) | 2), encodeVarint(newGraph.length), newGraph, model.subarray(graph.end)]);
}
