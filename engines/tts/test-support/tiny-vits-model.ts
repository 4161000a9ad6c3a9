import { encodeMessage, type Field } from './protobuf-writer';

// Builds a tiny ONNX model with the input/output signature of a VITS/MMS voice as exported
// for sherpa-onnx and Piper: input int64 [1,T], input_lengths int64 [1], scales float [3]
// -> output float [1,1,N]. Its "speech" is sin(token ids), the sequence tiled
// `samplesPerToken` times, so a test can check which tokens reached the model and the length.
// Random weights would prove nothing more here: the point is loading and running the graph.

const FLOAT = 1;
const INT64 = 7;

const tensorType = (elemType: number, dims: Array<number | string>): Field[] => [
  {
    n: 1, // tensor_type
    message: [
      { n: 1, varint: elemType },
      {
        n: 2, // shape
        message: dims.map((d) => ({
          n: 1,
          message: typeof d === 'number' ? [{ n: 1, varint: d }] : [{ n: 2, bytes: d }],
        })),
      },
    ],
  },
];

const valueInfo = (name: string, elemType: number, dims: Array<number | string>): Field => ({
  n: 11,
  message: [
    { n: 1, bytes: name },
    { n: 2, message: tensorType(elemType, dims) },
  ],
});

const int64Tensor = (name: string, values: number[]): Field => {
  const raw = new Uint8Array(values.length * 8);
  const view = new DataView(raw.buffer);
  for (const [i, v] of values.entries()) view.setBigInt64(i * 8, BigInt(v), true);
  return {
    n: 5, // initializer
    message: [
      { n: 1, varint: values.length },
      { n: 2, varint: INT64 },
      { n: 8, bytes: name },
      { n: 9, bytes: raw },
    ],
  };
};

const node = (op: string, inputs: string[], outputs: string[], attrs: Field[] = []): Field => ({
  n: 1,
  message: [
    ...inputs.map((i) => ({ n: 1, bytes: i })),
    ...outputs.map((o) => ({ n: 2, bytes: o })),
    { n: 3, bytes: `${op}_${outputs[0]}` },
    { n: 4, bytes: op },
    ...attrs,
  ],
});

export function buildTinyVitsModel(samplesPerToken = 256): Uint8Array {
  const graph: Field[] = [
    node(
      'Cast',
      ['input'],
      ['ids_f'],
      [
        {
          n: 5,
          message: [
            { n: 1, bytes: 'to' },
            { n: 3, varint: FLOAT },
            { n: 20, varint: 2 },
          ],
        },
      ],
    ),
    node('Reshape', ['ids_f', 'shape_11n'], ['ids_3d']),
    node('Tile', ['ids_3d', 'repeats'], ['tiled']),
    node('Sin', ['tiled'], ['output']),
    { n: 2, bytes: 'tiny_vits' },
    int64Tensor('shape_11n', [1, 1, -1]),
    int64Tensor('repeats', [1, 1, samplesPerToken]),
    valueInfo('input', INT64, [1, 'T']),
    valueInfo('input_lengths', INT64, [1]),
    valueInfo('scales', FLOAT, [3]),
    { ...valueInfo('output', FLOAT, [1, 1, 'N']), n: 12 },
  ];
  return encodeMessage([
    { n: 1, varint: 8 }, // ir_version
    { n: 2, bytes: 'zuban-tests' },
    { n: 7, message: graph },
    {
      n: 8,
      message: [
        { n: 1, bytes: '' },
        { n: 2, varint: 13 },
      ],
    }, // opset 13
  ]);
}
